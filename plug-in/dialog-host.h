/* dialog-host.h — the plug-in as the dialog's host: ui/host.h's table
 * filled in over params.h, render.h and filter.h. */
#ifndef NOISE_RENDER_DIALOG_HOST_H
#define NOISE_RENDER_DIALOG_HOST_H

#include "host.h"

/* The table; static, never freed. */
const NoiseHost *noise_render_dialog_host (void);

#endif /* NOISE_RENDER_DIALOG_HOST_H */
