/*
 * The thin C interface every solver build exports to JavaScript (src/solvers/wasm/).
 * Literals are DIMACS integers: variable v is v, its negation -v. One solver per module
 * instance; a failed allocation sets sat_out_of_memory() and traps, and the instance is
 * then dropped by the caller.
 */
#ifndef COOKCHECK_SAT_API_H
#define COOKCHECK_SAT_API_H
#include <stdint.h>

#define SAT_SATISFIABLE 10
#define SAT_UNSATISFIABLE 20
#define SAT_STOPPED 0

extern "C" {
/** A fresh solver; the module holds one at a time. */
void sat_new(void);
/** Clauses as a 0-terminated run of literals each, `length` integers in all. */
void sat_add_clauses(const int32_t* lits, int32_t length);
/**
 * Solves under `count` assumptions. Stops with SAT_STOPPED once `conflicts` more conflicts
 * were reached (negative: no budget), or once the clock passes `deadline_ms` (milliseconds
 * on the clock the WASI import reads; negative: none). `resume` continues a search a spent
 * budget stopped (same assumptions, no clauses added since) with its schedules where they were.
 */
int32_t sat_solve(const int32_t* assumptions, int32_t count, double conflicts, int32_t resume, double deadline_ms);
/** After SATISFIABLE: out[v] = 1 when variable v is true, for v in 1..vars (out[0] unused). */
void sat_model(uint8_t* out, int32_t vars);
/** After UNSATISFIABLE under assumptions: whether assumption `lit` was used in the proof. */
int32_t sat_failed(int32_t lit);
/** Memory for passing literals in and models out. */
void* sat_alloc(int32_t bytes);
void sat_free(void* pointer);
/** 1 once an allocation has failed: the instance must not be used again. */
int32_t sat_out_of_memory(void);
}

/** Records a failed allocation and traps (no exceptions in these builds). */
[[noreturn]] void sat_fail_out_of_memory(void);

/** Whether the clock has passed a deadline in milliseconds (negative: never). */
bool sat_past(double deadline_ms);
#endif
