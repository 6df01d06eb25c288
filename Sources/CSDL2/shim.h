#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include <zlib.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Swaps what two paths name in one step of the file system (Linux's renameat2 with
   RENAME_EXCHANGE), so a reader sees either both old or both new: how a suite case's folder of
   goldens is replaced all at once. 0 on success, else -1 with errno set. */
static inline int sandbox_exchange_paths(const char *first, const char *second) {
  return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2u /* RENAME_EXCHANGE */);
}
#endif
