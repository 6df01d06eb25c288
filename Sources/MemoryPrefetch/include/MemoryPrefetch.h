#ifndef MEMORY_PREFETCH_H
#define MEMORY_PREFETCH_H

// Asks the processor to bring the cache line at `address` in ahead of a write to it. A hint: it
// never faults and never waits, so it may name any address; it costs one instruction. Swift has
// no way to say this, hence a C header (compiled inline into the Swift that calls it).
static inline __attribute__((always_inline)) void memory_prefetch_for_write(const void *address) {
  __builtin_prefetch(address, 1, 3);
}

#endif
