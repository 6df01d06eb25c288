#ifndef CX11_X11_ERRORS_H
#define CX11_X11_ERRORS_H

/* Installs an X error handler that lets pass the one harmless error SDL 2 can cause when a window
   closes (sandbox_x_error_is_wakeup_to_gone_window) and hands every other error to the handler
   that was in place: by default Xlib's, which prints the error and exits. Call it before SDL opens
   its display; calling it again changes nothing. */
void sandbox_tolerate_wakeups_to_gone_windows(void);

/* Whether an X error of `error_code` on a request of `request_code` is SDL 2's wakeup sent to a
   window that was destroyed: 1 when it is, else 0. */
int sandbox_x_error_is_wakeup_to_gone_window(int error_code, int request_code);

/* Gives the installed X error handler an error of `error_code` on a request of `request_code`,
   as Xlib would, and returns what it returned (0 when it let the error pass); -1 when the handler
   in place is not the sandbox's. For tests, with an error that handler lets pass. */
int sandbox_give_installed_x_error_handler(int error_code, int request_code);

#endif
