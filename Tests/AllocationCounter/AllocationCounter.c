// Interposes the allocation functions. A definition in the executable wins over glibc's for every
// caller in the process, Swift's runtime included; each call bumps a thread-local counter and is
// forwarded to glibc's own entry points (__libc_*), so the heap itself is glibc's.
#define _GNU_SOURCE
#include <link.h>
#include <string.h>
#include "AllocationCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Initial-exec TLS needs no allocation to reach, so counting cannot recurse into malloc.
static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));

// The code range of a library whose own allocations are not counted (0, 0 when none).
static uintptr_t ignored_start, ignored_end;

static void count_call(void *caller) {
  uintptr_t address = (uintptr_t)caller;
  if (address >= ignored_start && address < ignored_end) return;
  allocations += 1;
}

#define COUNT() count_call(__builtin_return_address(0))

// AddressSanitizer replaces these functions itself (`make asan`); the counter then steps aside,
// counts nothing and says so (allocation_counter_is_live), and the allocation tests do not run.
#if defined(__SANITIZE_ADDRESS__)
#define ALLOCATION_COUNTER_LIVE 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ALLOCATION_COUNTER_LIVE 0
#endif
#endif
#ifndef ALLOCATION_COUNTER_LIVE
#define ALLOCATION_COUNTER_LIVE 1
#endif

#if ALLOCATION_COUNTER_LIVE

void *malloc(size_t size) {
  COUNT();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  COUNT();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  COUNT();
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  COUNT();
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  COUNT();
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  COUNT();
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  COUNT();
  return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

void *pvalloc(size_t size) {
  COUNT();
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  return __libc_memalign(page, (size + page - 1) & ~(page - 1));
}

#endif

int allocation_counter_is_live(void) { return ALLOCATION_COUNTER_LIVE; }

void allocation_counter_reset(void) { allocations = 0; }

uint64_t allocation_counter_read(void) { return allocations; }

static int find_library(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  const char *needle = data;
  if (info->dlpi_name == NULL || strstr(info->dlpi_name, needle) == NULL) return 0;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
    if (segment->p_type != PT_LOAD || !(segment->p_flags & PF_X)) continue;
    ignored_start = info->dlpi_addr + segment->p_vaddr;
    ignored_end = ignored_start + segment->p_memsz;
    return 1;
  }
  return 0;
}

int allocation_counter_ignore_library(const char *name) {
  ignored_start = ignored_end = 0;
  return dl_iterate_phdr(find_library, (void *)name);
}
