/* flatpak.h — the live filter inside Flathub's GIMP, without a manual
 * step.  Flathub's extension point merges only plug-ins/ and scripts/, so
 * GEGL does not see the extension's module; GEGL reads the user's folder,
 * $XDG_DATA_HOME/gegl-0.4/plug-ins (in the sandbox:
 * ~/.var/app/org.gimp.GIMP/data/gegl-0.4/plug-ins). */
#ifndef NOISE_RENDER_FLATPAK_H
#define NOISE_RENDER_FLATPAK_H

/* Inside Flathub's GIMP (FLATPAK_ID is org.gimp.GIMP), when this plug-in
 * runs from the extension's layout (<ext>/plug-ins/noise-render/, its
 * module in <ext>/lib/gegl-0.4/noise-render.so, as
 * build-aux/flatpak's manifest installs them) and GEGL's user folder has
 * no noise-render.so: links the module there and says once, in GIMP's
 * messages, that GIMP must restart for the live filter.  Elsewhere, or
 * when the folder has one (the link, or the user's own module), nothing. */
void noise_render_flatpak_link_module (void);

#endif /* NOISE_RENDER_FLATPAK_H */
