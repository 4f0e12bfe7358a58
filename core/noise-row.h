/* noise-row.h — the row path: every basis written once against a lane type
 * (lanes.h), its family file compiled once per instruction set and chosen at
 * run time; not installed. */
#ifndef NOISE_ROW_H
#define NOISE_ROW_H

#include "noise.h"

NOISE_BEGIN_DECLS

/* The instruction sets the family files are built for, narrowest first.
 * NOISE_ISA_SCALAR is the one-lane build: the per-point reference path
 * (noise_eval), which every other build must match bit for bit. */
typedef enum
{
  NOISE_ISA_SCALAR,
  NOISE_ISA_GENERIC,     /* 4 lanes in the compiler's generic vectors: SSE2 on
                          * x86-64, NEON on arm64, plain code elsewhere */
  NOISE_ISA_AVX2,        /* 8 lanes */
  NOISE_ISA_AVX512,      /* 16 lanes (AVX-512 F, DQ, BW, VL) */
  NOISE_ISA_AVX512_VBMI, /* the same, permutation lookups in registers */
  NOISE_ISA_COUNT
} NoiseIsa;

/* A row function fills n points origin + (x0 + i) * step, i = 0 .. n-1, or
 * origin + index[i] * step when index is not NULL (noise_fill_columns); or,
 * with step NULL, the n points origin[4 i .. 4 i + 3] themselves (x0 and
 * index unread: noise_fill_points, noise_eval). */
typedef void (*NoiseRowFunc) (const NoiseState *state, const float *origin,
                              const float *step, int x0, const int *index,
                              int n, float *values, float *derivatives);

/* The same for one layer of a state, without its warp: a family's row loop
 * (row-loop.h). */
typedef void (*NoiseLayerRowFunc) (const NoiseLayer *layer, const float *origin,
                                   const float *step, int x0, const int *index,
                                   int n, float *values, float *derivatives);

/* Whether the row path covers a state's basis: every prepared state, on
 * every instruction set. */
int noise_row_covers (const NoiseState *state);

/* The row function of an instruction set, or NULL when this build or this
 * processor does not have it.  It takes any prepared state. */
NoiseRowFunc noise_row_func (NoiseIsa isa);

/* The widest instruction set this processor runs, as noise_fill_row picks
 * it. */
NoiseIsa noise_row_best_isa (void);

/* The row function noise_fill_row and noise_fill_columns call. */
NoiseRowFunc noise_row_dispatch (void);

/* The row loop of a type's basis of the given dimension on one instruction
 * set, or NULL (types.c, from the type table). */
NoiseLayerRowFunc noise_type_row (NoiseType type, int dimensions, NoiseIsa isa);

/* One layer's row on one instruction set (layer-row.c): a vector build
 * gives a row out of reach to the one-lane build, which clamps. */
void noise_layer_row (const NoiseLayer *layer, NoiseIsa isa,
                      const float *origin, const float *step, int x0,
                      const int *index, int n, float *values,
                      float *derivatives);

/* The least and greatest coordinate along each axis below dims of n >= 1
 * chosen points, points[4 i + a], into ends[a]: 0 when one of them is
 * infinite or not a number (ends then unspecified), else 1. */
int noise_points_ends (const float *points, int n, int dims, float ends[4][2]);

/* The same at n chosen points whose coordinates along each axis a lie in
 * [ends[a][0], ends[a][1]] (0 beyond the dimension; NaN ends when a
 * coordinate is not a number): the caller's bounds stand for the scan
 * noise_layer_row makes. */
void noise_layer_points_within (const NoiseLayer *layer, NoiseIsa isa,
                                float ends[4][2], const float *points, int n,
                                float *values, float *derivatives);

/* A warped state's row on one instruction set (warp.c): the warp's layer
 * and the noise's, each by noise_layer_row on that set. */
void noise_warp_row (const NoiseState *state, NoiseIsa isa, const float *origin,
                     const float *step, int x0, const int *index, int n,
                     float *values, float *derivatives);

/* The state's noise before erosion and levels (warp.c): its warp's row
 * when it has one, else its layer's. */
void noise_warped_row (const NoiseState *state, NoiseIsa isa,
                       const float *origin, const float *step, int x0,
                       const int *index, int n, float *values,
                       float *derivatives);

/* The same, eroded (erosion-row.c, noise.h's EROSION): for a state whose
 * erosion_strength is above 0. */
void noise_erosion_row (const NoiseState *state, NoiseIsa isa,
                        const float *origin, const float *step, int x0,
                        const int *index, int n, float *values,
                        float *derivatives);

NOISE_END_DECLS

#endif /* NOISE_ROW_H */
