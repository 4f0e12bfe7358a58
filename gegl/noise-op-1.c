/* noise-op-1.c — noise-render:noise, the operation as files saved before
 * levels existed name it: noise-op.c with their defaults (see there). */
#define NOISE_OP_VERSION 1
#include "noise-op.c"
