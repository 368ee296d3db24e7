// MiniSat 2.2 (core solver, no preprocessing: variables stay usable across calls).
#include <minisat/core/Solver.h>
#include "sat-api.h"

using namespace Minisat;

static Solver* solver = nullptr;
static vec<Lit> assumed;
static double deadline = -1;

static bool past_deadline() { return sat_past(deadline); }

static Lit dimacsLit(int32_t dimacs) {
  int var = (dimacs > 0 ? dimacs : -dimacs) - 1;
  while (solver->nVars() <= var) solver->newVar();
  return mkLit(var, dimacs < 0);
}

namespace Minisat {
void minisat_out_of_memory() { sat_fail_out_of_memory(); }
}

extern "C" {
void sat_new(void) {
  delete solver;
  solver = new Solver();
  solver->setStopRequested(past_deadline);
}

void sat_add_clauses(const int32_t* lits, int32_t length) {
  vec<Lit> clause;
  for (int32_t i = 0; i < length; i++) {
    if (lits[i] == 0) {
      solver->addClause_(clause);
      clause.clear();
    } else {
      clause.push(dimacsLit(lits[i]));
    }
  }
}

int32_t sat_solve(const int32_t* assumptions, int32_t count, double conflicts, int32_t resume, double deadline_ms) {
  deadline = deadline_ms;
  assumed.clear();
  for (int32_t i = 0; i < count; i++) assumed.push(dimacsLit(assumptions[i]));
  if (conflicts < 0) solver->budgetOff();
  else solver->setConfBudget((int64_t)conflicts);
  lbool status = solver->solveResumable(assumed, resume != 0);
  if (status == l_True) return SAT_SATISFIABLE;
  if (status == l_False) return SAT_UNSATISFIABLE;
  return SAT_STOPPED;
}

void sat_model(uint8_t* out, int32_t vars) {
  for (int32_t v = 1; v <= vars; v++) {
    out[v] = v <= solver->model.size() && solver->model[v - 1] == l_True ? 1 : 0;
  }
}

int32_t sat_failed(int32_t lit) {
  // MiniSat's final conflict holds the negations of the assumptions it used.
  Lit negated = ~dimacsLit(lit);
  for (int i = 0; i < solver->conflict.size(); i++) {
    if (solver->conflict[i] == negated) return 1;
  }
  return 0;
}
}
