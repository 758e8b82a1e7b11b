// main.cpp: driver of the machine model generator.
//
// Usage: mca-modelgen [--target=NAME]... OUTDIR
// Writes OUTDIR/NAME/{cpus,catalog,MODEL.model} for each target (default:
// x86-64 aarch64 riscv64).  Output depends only on the LLVM library, so a
// second run reproduces the files byte for byte.
#include "modelgen.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/AArch64TargetParser.h"

using namespace llvm;

std::string llvm_version() { return LLVM_VERSION_STRING; }

FILE *open_out(const std::string &path) {
  FILE *f = fopen((path + ".tmp").c_str(), "w");
  if (!f) {
    perror(path.c_str());
    exit(1);
  }
  return f;
}

void close_out(FILE *f, const std::string &path) {
  if (ferror(f) || fclose(f) != 0 ||
      rename((path + ".tmp").c_str(), path.c_str()) != 0) {
    perror(path.c_str());
    exit(1);
  }
}

// Set up the MC layer for one target; dies with a message on failure.
static void init_target(TargetCtx &t) {
  std::string err;
  Triple tt(t.triple);
  t.target = TargetRegistry::lookupTarget(tt, err);
  if (!t.target) {
    fprintf(stderr, "mca-modelgen: %s: %s\n", t.triple.c_str(), err.c_str());
    exit(1);
  }
  MCTargetOptions opts;
  t.mri.reset(t.target->createMCRegInfo(tt));
  t.mai.reset(t.target->createMCAsmInfo(*t.mri, tt, opts));
  t.mii.reset(t.target->createMCInstrInfo());
  t.sti.reset(t.target->createMCSubtargetInfo(tt, "", ""));
  t.mia.reset(t.target->createMCInstrAnalysis(t.mii.get()));
  t.hwmode = t.sti->getHwMode(MCSubtargetInfo::HwMode_RegInfo);
  for (int v = 0; v < t.nvariants; v++) {
    t.printer[v].reset(
        t.target->createMCInstPrinter(tt, v, *t.mai, *t.mii, *t.mri));
    if (!t.printer[v]) {
      fprintf(stderr, "mca-modelgen: no printer variant %d\n", v);
      exit(1);
    }
    // Canonical forms: one per opcode, not the aliases (mv, mov, ...).
    t.printer[v]->applyTargetSpecificCLOption("no-aliases");
  }
}

// True when the CPU's own features include the named one.
static bool cpu_implies(const MCSubtargetInfo &sti,
                        const SubtargetSubTypeKV &cpu, const char *feature) {
  for (const SubtargetFeatureKV &f : sti.getAllProcessorFeatures())
    if (strcmp(f.Key, feature) == 0)
      return cpu.Implies.getAsBitset().test(f.Value);
  return false;
}

// One line of the cpus file: a CPU name, its model (index into the model
// list, or -1 for none) and extra key=value fields.
struct CpuRow {
  std::string name;
  long model;
  std::string extra;
  bool operator<(const CpuRow &o) const { return name < o.name; }
};

// The CPU's tuning features among those LLVM's assembler reads: RISC-V's
// "li" keeps LUI+ADDI over C.LI+C.SLLI on CPUs that fuse the pair.  As a
// cpus field " tune=a,b", or "" when it has none.
static std::string cpu_tune(const TargetCtx &t, const SubtargetSubTypeKV &cpu) {
  static const char *const read_by_assembler[] = {"lui-addi-fusion"};
  std::string list;
  for (const SubtargetFeatureKV &f : t.sti->getAllProcessorFeatures())
    for (const char *name : read_by_assembler)
      if (strcmp(f.Key, name) == 0 && cpu.TuneImplies.getAsBitset().test(f.Value))
        list += (list.empty() ? "" : ",") + std::string(name);
  return list.empty() ? "" : " tune=" + list;
}

// Extra cpus fields for a CPU, and the triple it needs.
static std::string cpu_extra(const TargetCtx &t, const SubtargetSubTypeKV &cpu,
                             std::string &triple) {
  triple = t.triple;
  if (t.triple32.empty())
    return "";
  if (cpu_implies(*t.sti, cpu, "32bit")) {
    triple = t.triple32;
    return " triple=" + triple + cpu_tune(t, cpu);
  }
  // A RISC-V tuning name: llvm-mca rejects it as -mcpu for either XLEN.
  return (cpu_implies(*t.sti, cpu, "64bit") ? "" : " tune-only=1") + cpu_tune(t, cpu);
}

static void write_cpus(const TargetCtx &t, std::vector<CpuRow> rows,
                       const std::vector<Model> &models, const std::string &path) {
  FILE *f = open_out(path);
  fprintf(f, "mca-cpus %d\nllvm %s\ntarget %s %s\n", MODELGEN_FORMAT_VERSION,
          llvm_version().c_str(), t.dir.c_str(), t.triple.c_str());
  std::sort(rows.begin(), rows.end());
  for (const CpuRow &r : rows)
    fprintf(f, "cpu %s %s%s\n", r.name.c_str(),
            r.model < 0 ? "-" : models[r.model].name.c_str(), r.extra.c_str());
  close_out(f, path);
}

// The CPU names LLVM accepts beyond its processor descriptions: AArch64's
// aliases (apple-m1, cyclone, cobalt-100...), which llvm-mca takes as -mcpu
// and lists under -mcpu=help.  Each alias gets the row of the model LLVM
// gives it; a name whose subtarget differs from its target's in features or
// model (LLVM's MC layer does not know it) is left out.
static void add_alias_rows(const TargetCtx &t,
                           const std::map<const MCSchedModel *, size_t> &index,
                           std::vector<CpuRow> &rows) {
  if (t.dir != "aarch64")
    return;
  SmallVector<StringRef, 128> names;
  AArch64::fillValidCPUArchList(names);
  for (StringRef name : names) {
    bool known = false;
    for (const SubtargetSubTypeKV &cpu : t.sti->getAllProcessorDescriptions())
      known |= name == cpu.Key;
    StringRef target = AArch64::resolveCPUAlias(name);
    if (known || target == name)
      continue;
    std::unique_ptr<MCSubtargetInfo> a(
        t.target->createMCSubtargetInfo(Triple(t.triple), name, ""));
    std::unique_ptr<MCSubtargetInfo> b(
        t.target->createMCSubtargetInfo(Triple(t.triple), target, ""));
    if (!a || !b || &a->getSchedModel() != &b->getSchedModel() ||
        a->getFeatureBits() != b->getFeatureBits() ||
        &a->getSchedModel() == &MCSchedModel::Default) {
      fprintf(stderr, "mca-modelgen: CPU alias %s -> %s not known to MC\n",
              name.str().c_str(), target.str().c_str());
      continue;
    }
    auto it = index.find(&a->getSchedModel());
    long model = it == index.end() || !a->getSchedModel().hasInstrSchedModel()
                     ? -1 : (long)it->second;
    rows.push_back({name.str(), model, ""});
  }
}

// Group CPU names by scheduling model; writes the cpus index file.
static std::vector<Model> collect_models(TargetCtx &t, const std::string &dir,
                                        std::vector<std::string> &cpu_names) {
  std::map<const MCSchedModel *, size_t> index;
  std::vector<Model> models;
  std::vector<CpuRow> rows;
  for (const SubtargetSubTypeKV &cpu : t.sti->getAllProcessorDescriptions()) {
    std::string triple;
    std::string extra = cpu_extra(t, cpu, triple);
    const MCSchedModel *sm = cpu.SchedModel;
    if (!sm || !sm->hasInstrSchedModel()) {
      rows.push_back({cpu.Key, -1, extra});
      continue;
    }
    auto it = index.find(sm);
    if (it == index.end()) {
      it = index.emplace(sm, models.size()).first;
      models.emplace_back();
      models.back().sm = sm;
      models.back().triple = triple;
    }
    models[it->second].cpus.push_back(cpu.Key);
    rows.push_back({cpu.Key, (long)it->second, extra});
  }
  add_alias_rows(t, index, rows);
  for (Model &m : models) {
    std::sort(m.cpus.begin(), m.cpus.end());
    m.name = m.cpus.front();
    m.sti.reset(t.target->createMCSubtargetInfo(Triple(m.triple), m.name, ""));
    if (&m.sti->getSchedModel() != m.sm) {
      fprintf(stderr, "mca-modelgen: %s: model mismatch\n", m.name.c_str());
      exit(1);
    }
  }
  for (const CpuRow &r : rows)
    cpu_names.push_back(r.name);
  write_cpus(t, rows, models, dir + "/cpus");
  return models;
}

static void usage(void) {
  fprintf(stderr, "usage: mca-modelgen [--target=x86-64|aarch64|riscv64]... "
                  "[--no-catalog] [--only-model=NAME] [--imm-accept]\n"
                  "       [--rvv-pseudos=FILE] [--verify-rules] OUTDIR\n"
                  "       mca-modelgen --target=NAME --probes\n");
  exit(2);
}

int main(int argc, char **argv) {
  std::vector<std::string> names;
  std::string outdir, only, rvv_pseudos;
  bool catalog = true, probes = false, imm_accept = false, verify = false;
  for (int i = 1; i < argc; i++) {
    if (strncmp(argv[i], "--target=", 9) == 0)
      names.push_back(argv[i] + 9);
    else if (strcmp(argv[i], "--verify-rules") == 0)
      verify = true;
    else if (strncmp(argv[i], "--rvv-pseudos=", 14) == 0)
      rvv_pseudos = argv[i] + 14;
    else if (strcmp(argv[i], "--imm-accept") == 0)
      imm_accept = true;
    else if (strcmp(argv[i], "--probes") == 0)
      probes = true;
    else if (strcmp(argv[i], "--no-catalog") == 0)
      catalog = false;
    else if (strncmp(argv[i], "--only-model=", 13) == 0)
      only = argv[i] + 13;
    else if (argv[i][0] == '-' || !outdir.empty())
      usage();
    else
      outdir = argv[i];
  }
  if (outdir.empty() && !probes)
    usage();
  if (names.empty())
    names = {"x86-64", "aarch64", "riscv64"};
  InitializeAllTargetInfos();
  InitializeAllTargetMCs();
  InitializeAllAsmParsers();
  InitializeAllDisassemblers();
  for (const std::string &name : names) {
    TargetCtx t;
    t.dir = name;
    if (name == "x86-64") {
      t.triple = "x86_64-unknown-linux-gnu";
      t.nvariants = 2;
    } else if (name == "aarch64") {
      t.triple = "aarch64-unknown-linux-gnu";
    } else if (name == "riscv64") {
      t.triple = "riscv64-unknown-linux-gnu";
      t.triple32 = "riscv32-unknown-linux-gnu";
    } else {
      usage();
    }
    init_target(t);
    t.imm_accept = imm_accept;
    t.verify = verify;
    t.rvv_pseudos = rvv_pseudos;
    if (probes) {
      list_probes(t);
      continue;
    }
    std::string dir = outdir + "/" + name;
    mkdir(outdir.c_str(), 0777);
    mkdir(dir.c_str(), 0777);
    std::vector<std::string> cpu_names;
    std::vector<Model> models = collect_models(t, dir, cpu_names);
    if (catalog)
      write_catalog(t, dir + "/catalog");
    write_help(t, dir + "/help.inc");
    if (catalog && name == "aarch64")
      write_features(t, cpu_names, dir + "/features.inc");
    for (Model &m : models)
      if (only.empty() || only == m.name)
        write_model(t, m, dir + "/" + m.name + ".model");
  }
  return 0;
}
