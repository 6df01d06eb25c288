// Interposes the allocation functions. A definition in the executable wins over glibc's for every
// caller in the process, Swift's runtime included; each call bumps a thread-local counter and is
// forwarded to glibc's own entry points (__libc_*), so the heap itself is glibc's.
#define _GNU_SOURCE
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

void *malloc(size_t size) {
  allocations += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocations += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  allocations += 1;
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  allocations += 1;
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
  allocations += 1;
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  allocations += 1;
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  allocations += 1;
  return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

void *pvalloc(size_t size) {
  allocations += 1;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  return __libc_memalign(page, (size + page - 1) & ~(page - 1));
}

void allocation_counter_reset(void) { allocations = 0; }

uint64_t allocation_counter_read(void) { return allocations; }
