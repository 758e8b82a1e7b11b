// sched.cpp: write one scheduling model (parameters, resources, register
// files, scheduling classes) in the format of mca-models(5).
#include "modelgen.h"

#include <cstdlib>

using namespace llvm;

// Name of processor resource IDX, or "-" for none (index 0).
static const char *res_name(const MCSchedModel &sm, unsigned idx) {
  if (idx == 0)
    return "-";
  return sm.getProcResource(idx)->Name;
}

static void write_params(const Model &m, FILE *f) {
  const MCSchedModel &sm = *m.sm;
  fprintf(f, "issue-width %u\n", sm.IssueWidth);
  fprintf(f, "micro-op-buffer-size %u\n", sm.MicroOpBufferSize);
  fprintf(f, "loop-micro-op-buffer-size %u\n", sm.LoopMicroOpBufferSize);
  fprintf(f, "load-latency %u\n", sm.LoadLatency);
  fprintf(f, "high-latency %u\n", sm.HighLatency);
  fprintf(f, "mispredict-penalty %u\n", sm.MispredictPenalty);
  fprintf(f, "post-ra-scheduler %d\n", sm.PostRAScheduler ? 1 : 0);
  fprintf(f, "complete-model %d\n", sm.CompleteModel ? 1 : 0);
  fprintf(f, "enable-intervals %d\n", sm.EnableIntervals ? 1 : 0);
}

static void write_extra(const Model &m, FILE *f) {
  const MCSchedModel &sm = *m.sm;
  if (!sm.hasExtraProcessorInfo()) {
    fprintf(f, "extra-processor-info 0\n");
    return;
  }
  const MCExtraProcessorInfo &x = sm.getExtraProcessorInfo();
  fprintf(f, "extra-processor-info 1\n");
  fprintf(f, "reorder-buffer-size %u\n", x.ReorderBufferSize);
  fprintf(f, "max-retire-per-cycle %u\n", x.MaxRetirePerCycle);
  fprintf(f, "load-queue %s\n", res_name(sm, x.LoadQueueID));
  fprintf(f, "store-queue %s\n", res_name(sm, x.StoreQueueID));
}

static void write_register_files(const TargetCtx &t, const Model &m, FILE *f) {
  const MCSchedModel &sm = *m.sm;
  if (!sm.hasExtraProcessorInfo())
    return;
  const MCExtraProcessorInfo &x = sm.getExtraProcessorInfo();
  for (unsigned i = 0; i < x.NumRegisterFiles; i++) {
    const MCRegisterFileDesc &rf = x.RegisterFiles[i];
    fprintf(f, "register-file %u %s size=%u max-moves=%u zero-moves-only=%d",
            i, rf.Name, rf.NumPhysRegs, rf.MaxMovesEliminatedPerCycle,
            rf.AllowZeroMoveEliminationOnly ? 1 : 0);
    if (rf.NumRegisterCostEntries) {
      fprintf(f, " costs=");
      for (unsigned j = 0; j < rf.NumRegisterCostEntries; j++) {
        const MCRegisterCostEntry &c =
            x.RegisterCostTable[rf.RegisterCostEntryIdx + j];
        fprintf(f, "%s%s:%u:%d", j ? "," : "",
                t.mri->getRegClassName(&t.mri->getRegClass(c.RegisterClassID)),
                c.Cost, c.AllowMoveElimination ? 1 : 0);
      }
    }
    fprintf(f, "\n");
  }
}

static void write_resources(const Model &m, FILE *f) {
  const MCSchedModel &sm = *m.sm;
  for (unsigned i = 1; i < sm.getNumProcResourceKinds(); i++) {
    const MCProcResourceDesc *r = sm.getProcResource(i);
    if (strchr(r->Name, ' ') || strchr(r->Name, ',') || strchr(r->Name, ':')) {
      fprintf(stderr, "mca-modelgen: bad resource name '%s'\n", r->Name);
      exit(1);
    }
    fprintf(f, "%s %u %s units=%u buffer=%d super=%s",
            r->SubUnitsIdxBegin ? "group" : "resource", i, r->Name,
            r->NumUnits, r->BufferSize, res_name(sm, r->SuperIdx));
    if (r->SubUnitsIdxBegin) {
      fprintf(f, " members=");
      for (unsigned j = 0; j < r->NumUnits; j++)
        fprintf(f, "%s%s", j ? "," : "", res_name(sm, r->SubUnitsIdxBegin[j]));
    }
    fprintf(f, "\n");
  }
}

// One line per valid scheduling class; invalid classes are left out.
static void write_class(const Model &m, unsigned idx, FILE *f) {
  const MCSchedModel &sm = *m.sm;
  const MCSubtargetInfo &sti = *m.sti;
  const MCSchedClassDesc *sc = sm.getSchedClassDesc(idx);
  if (!sc->isValid())
    return;
  std::string name = sm.getSchedClassName(idx).str();
  if (name.empty() || name.find(' ') != std::string::npos) {
    fprintf(stderr, "mca-modelgen: bad class name '%s'\n", name.c_str());
    exit(1);
  }
  fprintf(f, "class %u %s", idx, name.c_str());
  if (sc->isVariant()) {
    fprintf(f, " variant\n");
    return;
  }
  fprintf(f, " uops=%u", sc->NumMicroOps);
  if (sc->BeginGroup)
    fprintf(f, " begin-group=1");
  if (sc->EndGroup)
    fprintf(f, " end-group=1");
  if (sc->RetireOOO)
    fprintf(f, " retire-ooo=1");
  if (sc->NumWriteProcResEntries) {
    fprintf(f, " res=");
    const MCWriteProcResEntry *b = sti.getWriteProcResBegin(sc);
    for (const MCWriteProcResEntry *e = b; e != sti.getWriteProcResEnd(sc); e++)
      fprintf(f, "%s%s:%u:%u", e == b ? "" : ",",
              res_name(sm, e->ProcResourceIdx), e->AcquireAtCycle,
              e->ReleaseAtCycle);
  }
  if (sc->NumWriteLatencyEntries) {
    fprintf(f, " lat=");
    for (unsigned d = 0; d < sc->NumWriteLatencyEntries; d++) {
      const MCWriteLatencyEntry *w = sti.getWriteLatencyEntry(sc, d);
      fprintf(f, "%s%d:%u", d ? "," : "", w->Cycles, w->WriteResourceID);
    }
  }
  ArrayRef<MCReadAdvanceEntry> ra = sti.getReadAdvanceEntries(*sc);
  if (!ra.empty()) {
    fprintf(f, " read-advance=");
    for (size_t i = 0; i < ra.size(); i++)
      fprintf(f, "%s%u:%d:%u", i ? "," : "", ra[i].UseIdx, ra[i].Cycles,
              ra[i].WriteResourceID);
  }
  fprintf(f, "\n");
}

void write_model(TargetCtx &t, Model &m, const std::string &path) {
  FILE *f = open_out(path);
  fprintf(f, "mca-model %d\nllvm %s\ntarget %s %s\nmodel %s\n",
          MODELGEN_FORMAT_VERSION, llvm_version().c_str(), t.dir.c_str(),
          m.triple.c_str(), m.name.c_str());
  fprintf(f, "cpus");
  for (const std::string &c : m.cpus)
    fprintf(f, " %s", c.c_str());
  fprintf(f, "\n");
  write_params(m, f);
  write_extra(m, f);
  write_register_files(t, m, f);
  write_resources(m, f);
  fprintf(f, "classes %u\n", m.sm->NumSchedClasses);
  for (unsigned i = 0; i < m.sm->NumSchedClasses; i++)
    write_class(m, i, f);
  write_rules(t, m, f);
  close_out(f, path);
}
