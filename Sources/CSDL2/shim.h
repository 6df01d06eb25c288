#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include <zlib.h>
#include <libdeflate.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <string.h>
#include <errno.h>
#include <sys/time.h>
#include <signal.h>
#include <sys/prctl.h>
#include <malloc.h>

/* Swaps what two paths name in one step of the file system (Linux's renameat2 with
   RENAME_EXCHANGE), so a reader sees either both old or both new: how a suite case's folder of
   goldens is replaced all at once. 0 on success, else -1 with errno set. */
static inline int sandbox_exchange_paths(const char *first, const char *second) {
  return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2u /* RENAME_EXCHANGE */);
}
/* A TCP socket listening on 127.0.0.1 alone (never another address) at `port`, or at a free port
   the system picks when `port` is 0: the descriptor, or -1 with errno set. `motion-sandbox
   review` serves a report on it. */
static inline int sandbox_listen_on_loopback(unsigned short port) {
  int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  int yes = 1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  struct sockaddr_in address;
  memset(&address, 0, sizeof address);
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (bind(fd, (struct sockaddr *)&address, sizeof address) != 0 || listen(fd, 16) != 0) {
    int saved = errno;
    close(fd);
    errno = saved;
    return -1;
  }
  return fd;
}

/* The port a listening socket is bound to, or -1. */
static inline int sandbox_bound_port(int fd) {
  struct sockaddr_in address;
  socklen_t length = sizeof address;
  if (getsockname(fd, (struct sockaddr *)&address, &length) != 0) return -1;
  return ntohs(address.sin_port);
}

/* Gives up a read or write on `fd` after `seconds`, so one slow client cannot hold the server. */
static inline void sandbox_set_socket_timeout(int fd, int seconds) {
  struct timeval limit = { seconds, 0 };
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit);
}

/* Asks Linux to kill this process when the thread that started it ends (its parent killed, even
   with SIGKILL), then checks that `parent` is still its parent: 0 when it is, else -1 (the parent
   ended before the request was made). How a suite's replay ends with the `test` that started it. */
static inline int sandbox_end_with_parent(pid_t parent) {
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
  return getppid() == parent ? 0 : -1;
}

/* Gives the memory freed back to the allocator, and kept in its heaps, back to the system (glibc's
   malloc_trim: whole free pages anywhere in every heap, not only at its top). How the live window
   returns what a stretch of motion's frames used once the motion comes to rest. */
static inline void sandbox_give_back_freed_memory(void) {
  malloc_trim(0);
}
#endif
