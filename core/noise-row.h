/* noise-row.h — the vector row path: one source (row.c) compiled once per
 * instruction set, chosen at run time; not installed. */
#ifndef NOISE_ROW_H
#define NOISE_ROW_H

#include "noise.h"

NOISE_BEGIN_DECLS

/* The instruction sets the row path is built for, narrowest first.
 * NOISE_ISA_SCALAR is the per-point reference path (noise_eval). */
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
 * origin + index[i] * step when index is not NULL (noise_fill_columns). */
typedef void (*NoiseRowFunc) (const NoiseState *state, const float origin[4],
                              const float step[4], int x0, const int *index,
                              int n, float *values, float *derivatives);

/* noise_fill_row by the scalar reference path, point by point. */
void noise_fill_row_scalar (const NoiseState *state, const float origin[4],
                            const float step[4], int x0, const int *index,
                            int n, float *values, float *derivatives);

/* Whether the row path covers a state's basis; others take the scalar
 * path.  The same answer for every instruction set. */
int noise_row_covers (const NoiseState *state);

/* The row function of an instruction set, or NULL when this build or this
 * processor does not have it.  It takes any state: a basis the row path does
 * not cover goes to the scalar path. */
NoiseRowFunc noise_row_func (NoiseIsa isa);

/* The widest instruction set this processor runs, as noise_fill_row picks
 * it. */
NoiseIsa noise_row_best_isa (void);

void noise_row_generic (const NoiseState *state, const float origin[4],
                        const float step[4], int x0, const int *index, int n,
                        float *values, float *derivatives);
void noise_row_avx2 (const NoiseState *state, const float origin[4],
                     const float step[4], int x0, const int *index, int n,
                     float *values, float *derivatives);
void noise_row_avx512 (const NoiseState *state, const float origin[4],
                       const float step[4], int x0, const int *index, int n,
                       float *values, float *derivatives);
void noise_row_avx512vbmi (const NoiseState *state, const float origin[4],
                           const float step[4], int x0, const int *index, int n,
                           float *values, float *derivatives);

NOISE_END_DECLS

#endif /* NOISE_ROW_H */
