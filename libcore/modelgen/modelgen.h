// modelgen.h: shared state of the machine model generator (maintainer tool).
//
// The generator reads LLVM 22's scheduling tables through the MC layer and
// writes them as the plain text files described in mca-models(5).  Each .cpp
// file has one job: main (driver, CPU index), sched (per-model scheduling
// data), catalog (opcodes, forms, registers), probe (variant classes and
// idioms evaluated with LLVM's own resolvers), forms (probe instructions
// and printed forms with slots), asmcheck (which opcode the assembler picks
// for a printed form; probes read back), isolate (crash-proof workers).
#ifndef MODELGEN_H
#define MODELGEN_H

#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/Triple.h"

#define MODELGEN_FORMAT_VERSION 1

// One target (x86-64, aarch64, riscv64) with everything the MC layer offers.
struct TargetCtx {
  std::string dir;         // directory name under models/: "x86-64"
  std::string triple;      // default triple
  std::string triple32;    // triple for CPUs that are 32-bit only ("" if none)
  const llvm::Target *target = nullptr;
  std::unique_ptr<llvm::MCRegisterInfo> mri;
  std::unique_ptr<llvm::MCAsmInfo> mai;
  std::unique_ptr<llvm::MCInstrInfo> mii;
  std::unique_ptr<llvm::MCSubtargetInfo> sti;  // generic CPU
  std::unique_ptr<llvm::MCInstrAnalysis> mia;
  std::unique_ptr<llvm::MCInstPrinter> printer[2];  // 0 AT&T/default, 1 Intel
  int nvariants = 1;       // printer variants written to the catalog
  unsigned hwmode = 0;     // register-info hardware mode of the generic CPU
  bool imm_accept = false; // write x86 imm-accept fields (--imm-accept)
  bool verify = false;     // check the rules on random instructions
  std::string rvv_pseudos; // mca-rvv-pseudos output (--rvv-pseudos=FILE)
  // Per opcode, the probe instruction as the assembler parses it back from
  // its printed text (operand 0 empty when it does not parse back).
  std::vector<llvm::MCInst> parsed;
};

// One distinct scheduling model and the CPU names that share it.
struct Model {
  std::string name;                 // file stem: first CPU name in order
  std::vector<std::string> cpus;    // all CPU names that use it (sorted)
  std::string triple;               // triple used to instantiate it
  const llvm::MCSchedModel *sm = nullptr;
  std::unique_ptr<llvm::MCSubtargetInfo> sti;
};

// Write a file atomically enough for a maintainer tool; returns an open FILE.
FILE *open_out(const std::string &path);
void close_out(FILE *f, const std::string &path);

// Identity of this generator run, written in every header.
std::string llvm_version();

// catalog.cpp
void write_catalog(TargetCtx &t, const std::string &path);
// One line of mca-rvv-pseudos' output (--rvv-pseudos=FILE): the pseudo
// LLVM's RISC-V instrument manager picks for (base, LMUL, SEW).
struct RvvPseudo {
  unsigned base, pseudo, sew;
  std::string lmul;
};
// The file's lines; dies with a message when it cannot be read.
std::vector<RvvPseudo> read_rvv_pseudos(const TargetCtx &t);

// forms.cpp
// Build a probe MCInst for an opcode with distinct registers and marker
// immediates; returns false for opcodes that cannot be constructed.
bool build_inst(const TargetCtx &t, unsigned opc, llvm::MCInst &mi);
// Printed name of a register as the given printer variant prints it.
std::string reg_text(const TargetCtx &t, int variant, unsigned reg);
// Printed form (tabs become spaces, trailing space trimmed).
std::string print_inst(const TargetCtx &t, int variant, const llvm::MCInst &mi);
// RAW (the printing of MI) with operand slots: x86 by markers, others by
// printing again with each operand changed.
std::string make_form(const TargetCtx &t, int variant, const llvm::MCInst &mi,
                      const llvm::MCInstrDesc &d, std::string raw);
std::string make_form_diff(const TargetCtx &t, int variant,
                           const llvm::MCInst &mi, const llvm::MCInstrDesc &d,
                           const std::string &raw);
bool is_x86(const TargetCtx &t);
// Operands I..I+4 are an x86 memory reference.
bool x86_mem_at(const TargetCtx &t, const llvm::MCInstrDesc &d, unsigned i);
// An x86 condition-code operand (printed inside the mnemonic).
bool x86_cond_code(const TargetCtx &t, const llvm::MCOperandInfo &oi);
// Register class of an operand in the target's hardware mode, or -1.
int op_class(const TargetCtx &t, const llvm::MCOperandInfo &oi);
// Size in bits of an Intel "X ptr" prefix in S, or -1 when there is none.
int intel_mem_bits(const std::string &s);

// sched.cpp
void write_model(TargetCtx &t, Model &m, const std::string &path);

// probe.cpp: rules for variant classes and idioms, appended to a model file.
void write_rules(TargetCtx &t, Model &m, FILE *f);

// asmcheck.cpp: which opcode does the assembler pick for text?  Returns the
// opcode or -1 when the text does not assemble to exactly one instruction.
class AsmChecker;
// NONE: every extension off instead of on (for the features an opcode
// needs), then ALSO (a feature name) on.
AsmChecker *make_asm_checker(const TargetCtx &t, int variant,
                             const std::string &triple, bool none = false,
                             const char *also = nullptr);
// DIAG, when given, receives the assembler's first message.
int asm_pick(AsmChecker &c, const std::string &text,
             llvm::MCInst *parsed = nullptr, std::string *diag = nullptr);
void free_asm_checker(AsmChecker *c);
// The subtarget's features after LLVM's assembler reads text (directives
// such as ".arch_extension sve") on a subtarget with exactly the features
// start; false when the assembler reports an error.
bool asm_features_after(const TargetCtx &t, const llvm::FeatureBitset &start,
                        const std::string &text, llvm::FeatureBitset &out);
// Probe instructions for check-models, on stdout.
void list_probes(TargetCtx &t);
// Fill t.parsed (once per target).
void parse_probes(TargetCtx &t);

// features.cpp: for AArch64, the C tables of LLVM's subtarget features, what
// each CPU enables and what each opcode needs (the assembler's "instruction
// requires:" message), written to PATH.
// The target's features with their descriptions, as -mcpu=help lists them
// (help.cpp): rows of a C table for libcore/cpu-help.c.
void write_help(TargetCtx &t, const std::string &path);
void write_features(TargetCtx &t, const std::vector<std::string> &cpus,
                    const std::string &path);

// isolate.cpp: JOB(opcode) for opcodes 0..END-1, each in a child process
// that may crash; crashed opcodes get "" and are listed in FAILED.
std::vector<std::string> run_isolated(
    unsigned end, const std::function<std::string(unsigned)> &job,
    std::vector<unsigned> *failed);

#endif
