/* dialog-host.c — the plug-in as the dialog's host (ui/host.h): a job is
 * the render job the final render would make, with whether it tiles. */
#include "config.h"

#include "dialog-host.h"
#include "filter.h"
#include "params.h"
#include "render.h"

struct _NoiseHostJob
{
  NoiseRenderJob *job;
  gboolean tileable; /* as resolved: what the canvas renders */
};

static NoiseHostJob *
job_new (GimpProcedureConfig *config, GimpDrawable *drawable, GError **error)
{
  NoiseRenderParams params;
  GimpPDBStatusType status;
  NoiseRenderJob *job;
  NoiseHostJob *host_job;

  if (!noise_render_params_from_config (config, &params, error))
    return NULL;
  job = noise_render_job_new (&params, drawable, &status, error);
  if (!job)
    return NULL;
  host_job = g_new (NoiseHostJob, 1);
  host_job->job = job;
  host_job->tileable = params.canvas.tileable;
  return host_job;
}

static void
job_free (NoiseHostJob *job)
{
  if (!job)
    return;
  noise_render_job_free (job->job);
  g_free (job);
}

static const NoiseCanvas *
job_canvas (const NoiseHostJob *job)
{
  return noise_render_job_canvas (job->job, 0);
}

static const Babl *
job_format (const NoiseHostJob *job)
{
  return noise_render_job_format (job->job);
}

static gboolean
job_tileable (const NoiseHostJob *job)
{
  return job->tileable;
}

const NoiseHost *
noise_render_dialog_host (void)
{
  static const NoiseHost host = {
    .binary = PLUG_IN_BINARY,
    .job_new = job_new,
    .job_free = job_free,
    .job_canvas = job_canvas,
    .job_format = job_format,
    .job_tileable = job_tileable,
    .set_look = noise_render_config_set_look,
    .filter_possible = noise_render_filter_possible,
  };
  return &host;
}
