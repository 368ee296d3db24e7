// CaDiCaL through its C++ interface: incremental, with assumptions and a conflict limit per call.
#include <cadical.hpp>
#include "sat-api.h"

static CaDiCaL::Solver* solver = nullptr;

// CaDiCaL asks its terminator now and then while it works; every 8th time the clock is read.
class Deadline : public CaDiCaL::Terminator {
 public:
  double at = -1;
  unsigned asked = 0;
  bool terminate() override { return at >= 0 && (++asked & 7) == 0 && sat_past(at); }
};
static Deadline deadline;

extern "C" {
void sat_new(void) {
  delete solver;
  solver = new CaDiCaL::Solver();
  solver->connect_terminator(&deadline);
}

void sat_add_clauses(const int32_t* lits, int32_t length) {
  for (int32_t i = 0; i < length; i++) solver->add(lits[i]);
}

// CaDiCaL keeps its schedules across calls by itself, so `resume` changes nothing here.
int32_t sat_solve(const int32_t* assumptions, int32_t count, double conflicts, int32_t, double deadline_ms) {
  deadline.at = deadline_ms;
  for (int32_t i = 0; i < count; i++) solver->assume(assumptions[i]);
  if (conflicts >= 0) solver->limit("conflicts", conflicts > 2147483647.0 ? 2147483647 : (int)conflicts);
  int status = solver->solve();
  if (status == 10) return SAT_SATISFIABLE;
  if (status == 20) return SAT_UNSATISFIABLE;
  return SAT_STOPPED;
}

void sat_model(uint8_t* out, int32_t vars) {
  int known = solver->vars();
  for (int32_t v = 1; v <= vars; v++) out[v] = v <= known && solver->val(v) > 0 ? 1 : 0;
}

int32_t sat_failed(int32_t lit) { return solver->failed(lit) ? 1 : 0; }
}
