// probe.cpp: placeholder, rules come next.
#include "modelgen.h"
void write_rules(const TargetCtx &, Model &, FILE *) {}
