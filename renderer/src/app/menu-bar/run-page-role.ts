import type { MenuRole } from '../../../../shared/app-menu';

/** Carries out a window role in the page: the clipboard through the focused element's own events, full screen through the browser. */
export function runPageRole(role: MenuRole): void {
  if (role === 'cut' || role === 'copy' || role === 'selectAll') {
    document.execCommand(role);
  } else if (role === 'togglefullscreen') {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  }
}
