#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include <zlib.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <signal.h>
#include <sys/prctl.h>

/* Swaps what two paths name in one step of the file system (Linux's renameat2 with
   RENAME_EXCHANGE), so a reader sees either both old or both new: how a suite case's folder of
   goldens is replaced all at once. 0 on success, else -1 with errno set. */
static inline int sandbox_exchange_paths(const char *first, const char *second) {
  return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2u /* RENAME_EXCHANGE */);
}

/* Asks Linux to kill this process when the thread that started it ends (its parent killed, even
   with SIGKILL), then checks that `parent` is still its parent: 0 when it is, else -1 (the parent
   ended before the request was made). How a suite's replay ends with the `test` that started it. */
static inline int sandbox_end_with_parent(pid_t parent) {
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
  return getppid() == parent ? 0 : -1;
}
#endif
