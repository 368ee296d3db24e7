// Allocation failures end the call with a trap the JavaScript side reports as the memory cap;
// the clock a search looks at to stop by its deadline.
#include <cstdlib>
#include <time.h>
#include <new>
#include "sat-api.h"

static int32_t out_of_memory = 0;

void sat_fail_out_of_memory(void) {
  out_of_memory = 1;
  __builtin_trap();
}

extern "C" int32_t sat_out_of_memory(void) { return out_of_memory; }

bool sat_past(double deadline_ms) {
  if (deadline_ms < 0) return false;
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6 >= deadline_ms;
}

extern "C" void* sat_alloc(int32_t bytes) {
  void* pointer = std::malloc(bytes > 0 ? bytes : 1);
  if (pointer == nullptr) sat_fail_out_of_memory();
  return pointer;
}

extern "C" void sat_free(void* pointer) { std::free(pointer); }

void* operator new(std::size_t bytes) {
  void* pointer = std::malloc(bytes > 0 ? bytes : 1);
  if (pointer == nullptr) sat_fail_out_of_memory();
  return pointer;
}
void* operator new[](std::size_t bytes) { return operator new(bytes); }
void operator delete(void* pointer) noexcept { std::free(pointer); }
void operator delete[](void* pointer) noexcept { std::free(pointer); }
void operator delete(void* pointer, std::size_t) noexcept { std::free(pointer); }
void operator delete[](void* pointer, std::size_t) noexcept { std::free(pointer); }
