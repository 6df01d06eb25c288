// Counts heap allocations made by the calling thread, for tests that prove a path allocates
// nothing. The library replaces malloc and its relatives in the test executable and forwards
// every call to glibc.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// 1 when the counter replaces malloc and counts; 0 in a build with AddressSanitizer, which
/// replaces malloc itself.
int allocation_counter_is_live(void);

/// Sets the calling thread's allocation count to zero.
void allocation_counter_reset(void);

/// The number of allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign,
/// valloc, pvalloc) the calling thread has made since its last reset.
uint64_t allocation_counter_read(void);

/// Stops counting allocations made directly by the loaded library whose path contains `name`
/// (for example SDL's software renderer, which allocates as it rasterizes, unlike the
/// accelerated renderers); returns 1 when the library was found.
int allocation_counter_ignore_library(const char *name);

#endif
