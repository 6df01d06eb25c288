#include "x11_errors.h"

#include <X11/Xlib.h>
#include <X11/Xproto.h>
#include <string.h>

/* The handler in place before the sandbox's: Xlib's own unless something else came first. Set
   once, on the main thread, before SDL starts any thread that could see an X error. */
static XErrorHandler previous_handler = NULL;

/* While SDL 2 (2.0.22 to 2.26) waits for events, each event it queues sends a message to the
   window over a second connection of its own, to end the wait. When the window is destroyed right
   after (a key that closes it), a loaded server can handle the window's own connection first: the
   message then fails with BadWindow, Xlib reads the error as SDL closes that connection, and its
   default handler ends the program with status 1 after a clean quit. The message only woke a wait
   that had already ended, so nothing is lost by letting it pass. */
int sandbox_x_error_is_wakeup_to_gone_window(int error_code, int request_code) {
  return error_code == BadWindow && request_code == X_SendEvent;
}

static int handle_x_error(Display *display, XErrorEvent *error) {
  if (sandbox_x_error_is_wakeup_to_gone_window(error->error_code, error->request_code)) return 0;
  return previous_handler ? previous_handler(display, error) : 0;
}

/* SDL saves the handler it finds when it opens its display and puts it back just before it closes
   the wakeups' connection, which is when such an error is read: installed first, this one is the
   handler then. */
void sandbox_tolerate_wakeups_to_gone_windows(void) {
  XErrorHandler previous = XSetErrorHandler(handle_x_error);
  if (previous != handle_x_error) previous_handler = previous;
}

int sandbox_give_installed_x_error_handler(int error_code, int request_code) {
  XErrorHandler installed = XSetErrorHandler(handle_x_error);
  XSetErrorHandler(installed);
  if (installed != handle_x_error) return -1;
  XErrorEvent error;
  memset(&error, 0, sizeof error);
  error.type = 0;
  error.error_code = (unsigned char)error_code;
  error.request_code = (unsigned char)request_code;
  return installed(NULL, &error);
}
