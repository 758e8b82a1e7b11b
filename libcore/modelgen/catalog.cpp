// catalog.cpp: the per-target instruction catalog (registers, register
// classes, scheduling class names, opcodes with operand slots and printed
// forms) in the format of mca-models(5).
#include "modelgen.h"

#include <cctype>
#include <cstdint>
#include <cstring>
#include <algorithm>
#include <map>
#include <set>

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static void write_registers(const TargetCtx &t, FILE *f) {
  const MCRegisterInfo &mri = *t.mri;
  for (unsigned c = 0; c < mri.getNumRegClasses(); c++) {
    const MCRegisterClass &rc = mri.getRegClass(c);
    fprintf(f, "regclass %u %s bits=%u regs=", c, mri.getRegClassName(&rc),
            rc.getSizeInBits());
    for (unsigned i = 0; i < rc.getNumRegs(); i++)
      fprintf(f, "%s%s", i ? "," : "", mri.getName(rc.getRegister(i)));
    fprintf(f, "\n");
  }
  for (unsigned r = 1; r < mri.getNumRegs(); r++) {
    fprintf(f, "reg %u %s", r, mri.getName(r));
    bool first = true;
    for (MCPhysReg s : mri.subregs(r)) {
      // llvm-mca never maps a write onto an artificial sub-register (W0_HI,
      // x86's HAX): listed here they would carry the previous writer of X0
      // into every later read of X0, a dependency llvm-mca does not see.
      if (mri.isArtificial(s))
        continue;
      fprintf(f, "%s%s", first ? " sub=" : ",", mri.getName(s));
      first = false;
    }
    fprintf(f, "\n");
  }
}

static const char *op_kind(const MCOperandInfo &oi, char *buf) {
  switch (oi.OperandType) {
  case MCOI::OPERAND_UNKNOWN: return "unknown";
  case MCOI::OPERAND_IMMEDIATE: return "imm";
  case MCOI::OPERAND_REGISTER: return "reg";
  case MCOI::OPERAND_MEMORY: return "mem";
  case MCOI::OPERAND_PCREL: return "pcrel";
  default:
    snprintf(buf, 16, "t%u", oi.OperandType);
    return buf;
  }
}

// x86 TSFlags: the operand-size (bits 7-8) and address-size (bits 9-10)
// attributes, REX.W (bit 17) and the encoding (bits 29-30, 0: legacy), in
// X86BaseInfo.h's layout (not an installed header).  An emitter in
// another mode than the parser's inverts the 0x66 prefix by the first and
// adds a REX prefix for the third (-show-encoding under .code16:
// x86-encoding.c).
enum : uint64_t {
  X86_OPSIZE_SHIFT = 7, X86_OPSIZE16 = 1, X86_OPSIZE32 = 2,
  X86_ADSIZE_SHIFT = 9, X86_ADSIZE16 = 1, X86_ADSIZE32 = 2,
  X86_REX_W = 1ULL << 17, X86_ENCODING_SHIFT = 29
};

static void write_flags(const TargetCtx &t, const MCInstrDesc &d, FILE *f) {
  std::string s;
  auto add = [&](bool b, const char *n) {
    if (b)
      s += (s.empty() ? "" : ",") + std::string(n);
  };
  add(d.mayLoad(), "load");
  add(d.mayStore(), "store");
  add(d.hasUnmodeledSideEffects(), "side-effects");
  add(d.isVariadic(), "variadic");
  add(d.isCall(), "call");
  add(d.isReturn(), "return");
  add(d.isBranch(), "branch");
  add(d.isIndirectBranch(), "indirect-branch");
  add(d.isConditionalBranch(), "cond-branch");
  add(d.isBarrier(), "barrier");
  add(d.isTerminator(), "terminator");
  add(d.isMoveReg(), "move-reg");
  add(d.isMoveImmediate(), "move-imm");
  add(d.isCompare(), "compare");
  add(d.isAsCheapAsAMove(), "cheap");
  add(d.isCommutable(), "commutable");
  if (t.dir == "x86-64") {
    // (VEX, XOP and EVEX carry the operand size in their own prefix)
    bool legacy = ((d.TSFlags >> X86_ENCODING_SHIFT) & 3) == 0;
    uint64_t opsize = legacy ? (d.TSFlags >> X86_OPSIZE_SHIFT) & 3 : 0;
    uint64_t adsize = (d.TSFlags >> X86_ADSIZE_SHIFT) & 3;
    add(opsize == X86_OPSIZE16, "opsize16");
    add(opsize == X86_OPSIZE32, "opsize32");
    add(adsize == X86_ADSIZE16, "adsize16");
    add(adsize == X86_ADSIZE32, "adsize32");
    add(legacy && (d.TSFlags & X86_REX_W), "rex-w");
  }
  if (!s.empty())
    fprintf(f, " flags=%s", s.c_str());
}

// x86: which immediate values the assembler accepts for this opcode (it
// picks e.g. ADD32ri8 for $5 and ADD32ri for $300).  Tries boundary values
// and writes the accepted ones as ranges between those tried:
// " imm-accept=N:LO..HI[,LO..HI]".
static void write_imm_accept(const TargetCtx &t, const MCInst &base,
                             const MCInstrDesc &d, AsmChecker *chk, FILE *f) {
  static const int64_t vals[] = {
      INT64_MIN,   -2147483649LL, -2147483648LL, -32769, -32768, -129, -128,
      -1,          0,             1,             127,    128,    255,  256,
      32767,       32768,         65535,         65536,  2147483647LL,
      2147483648LL, 4294967295LL, 4294967296LL,  INT64_MAX};
  const size_t n = sizeof vals / sizeof vals[0];
  for (unsigned i = 0; i < base.getNumOperands() && i < d.getNumOperands(); i++) {
    const MCOperandInfo &oi = d.operands()[i];
    if (!base.getOperand(i).isImm() ||
        oi.OperandType != MCOI::OPERAND_IMMEDIATE || x86_mem_at(t, d, i))
      continue;
    unsigned opc = base.getOpcode();
    std::vector<bool> ok(n);
    for (size_t k = 0; k < n; k++) {
      MCInst m = base;
      m.getOperand(i).setImm(vals[k]);
      ok[k] = asm_pick(*chk, print_inst(t, 0, m)) == (int)opc;
    }
    std::string r;
    for (size_t k = 0; k < n;) {
      if (!ok[k]) {
        k++;
        continue;
      }
      size_t j = k;
      while (j + 1 < n && ok[j + 1])
        j++;
      r += (r.empty() ? "" : ",") + std::to_string(vals[k]);
      if (j > k)
        r += ".." + std::to_string(vals[j]);
      k = j + 1;
    }
    fprintf(f, " imm-accept=%u:%s", i, r.empty() ? "-" : r.c_str());
  }
}

static void write_opcode(const TargetCtx &t, unsigned opc, FILE *f,
                         AsmChecker **chk, bool print) {
  const MCInstrDesc &d = t.mii->get(opc);
  char buf[16];
  fprintf(f, "opcode %u %s class=%u defs=%u", opc,
          t.mii->getName(opc).str().c_str(), d.getSchedClass(),
          d.getNumDefs());
  write_flags(t, d, f);
  fprintf(f, " ops=");
  for (unsigned i = 0; i < d.getNumOperands(); i++) {
    const MCOperandInfo &oi = d.operands()[i];
    fprintf(f, "%s%s", i ? "," : "", op_kind(oi, buf));
    int rc = op_class(t, oi);
    if (rc >= 0 && (unsigned)rc < t.mri->getNumRegClasses())
      fprintf(f, ":%s", t.mri->getRegClassName(&t.mri->getRegClass(rc)));
    int tied = d.getOperandConstraint(i, MCOI::TIED_TO);
    if (tied >= 0)
      fprintf(f, "=%d", tied);
  }
  bool first = true;
  for (MCPhysReg r : d.implicit_defs()) {
    fprintf(f, "%s%s", first ? " idefs=" : ",", t.mri->getName(r));
    first = false;
  }
  first = true;
  for (MCPhysReg r : d.implicit_uses()) {
    fprintf(f, "%s%s", first ? " iuses=" : ",", t.mri->getName(r));
    first = false;
  }
  MCInst mi;
  build_inst(t, opc, mi);
  unsigned nwrites = d.getNumDefs() + d.implicit_defs().size();
  if (nwrites && t.mia) {
    APInt w(nwrites, 0);
    if (t.mia->clearsSuperRegisters(*t.mri, mi, w) && !w.isZero())
      fprintf(f, " clears-super=0x%s", toString(w, 16, false).c_str());
  }
  int cc = -1;
  for (unsigned i = 0; i < d.getNumOperands() && cc < 0; i++)
    if (x86_cond_code(t, d.operands()[i]))
      cc = (int)i;
  int bits = -1;
  std::vector<std::string> lines;
  static const char *vname[2][2] = {{"asm", ""}, {"att", "intel"}};
  std::string name = t.mii->getName(opc).str();
  for (int ccv = 0; print && ccv < (cc < 0 ? 1 : 16); ccv++) {
    std::string fixed = "-";
    if (cc >= 0) {
      mi.getOperand(cc).setImm(ccv);
      fixed = std::to_string(cc) + "=" + std::to_string(ccv);
    }
    for (int v = 0; v < t.nvariants; v++) {
      std::string raw = print_inst(t, v, mi);
      std::string form = is_x86(t) ? make_form(t, v, mi, d, raw)
                                   : make_form_diff(t, v, mi, d, raw);
      if (v == 1 && bits < 0)
        bits = intel_mem_bits(raw);
      int pick = chk[v] ? asm_pick(*chk[v], raw) : -2;
      std::string ps = pick == -2 ? "?" : pick < 0 ? "-"
                       : (unsigned)pick == opc ? "="
                       : t.mii->getName(pick).str();
      if (pick == -1 && chk[2]) {  // 32-bit only?
        pick = asm_pick(*chk[2], raw);
        if (pick >= 0)
          ps = ((unsigned)pick == opc ? "" : t.mii->getName(pick).str()) +
               "=32";
      }
      lines.push_back("form " + name + " " + vname[t.nvariants - 1][v] + " " +
                      ps + " " + fixed + " " + form);
    }
  }
  if (bits >= 0)
    fprintf(f, " mem-bits=%d", bits);
  if (print && is_x86(t) && chk[0] && t.imm_accept)
    write_imm_accept(t, mi, d, chk[0], f);
  if (!print)
    fprintf(f, " print-failed=1");
  fprintf(f, "\n");
  for (const std::string &l : lines)
    fprintf(f, "%s\n", l.c_str());
}

// RISC-V vector pseudos: llvm-mca 22 takes the scheduling class of an RVV
// instruction from a pseudo chosen by the LMUL (and SEW) in effect, as set
// by vsetvli or an LLVM-MCA-RISCV-LMUL/SEW instrument.  The tables that
// choose it are not exported by libLLVM-22.so, so mca-rvv-pseudos (linked
// with LLVM's static RISC-V libraries) lists them and --rvv-pseudos=FILE
// hands its output over: lines "BASE LMUL SEW PSEUDO".  Writes "rvv BASE
// LMUL SEW CLASS PSEUDO" records, the class from this LLVM's pseudo.
std::vector<RvvPseudo> read_rvv_pseudos(const TargetCtx &t) {
  if (t.rvv_pseudos.empty()) {
    fprintf(stderr, "mca-modelgen: riscv64 needs --rvv-pseudos=FILE (mca-rvv-pseudos)\n");
    exit(1);
  }
  std::map<std::string, unsigned> byname;
  for (unsigned opc = 0; opc < t.mii->getNumOpcodes(); opc++)
    byname[t.mii->getName(opc).str()] = opc;
  FILE *in = fopen(t.rvv_pseudos.c_str(), "r");
  if (!in) {
    perror(t.rvv_pseudos.c_str());
    exit(1);
  }
  std::vector<RvvPseudo> out;
  char base[128], lmul[8], pseudo[128];
  unsigned sew;
  while (fscanf(in, "%127s %7s %u %127s", base, lmul, &sew, pseudo) == 4) {
    auto b = byname.find(base), p = byname.find(pseudo);
    if (b == byname.end() || p == byname.end()) {
      fprintf(stderr, "mca-modelgen: %s: unknown opcode %s or %s\n",
              t.rvv_pseudos.c_str(), base, pseudo);
      exit(1);
    }
    out.push_back({b->second, p->second, sew, lmul});
  }
  fclose(in);
  return out;
}

static void write_rvv_pseudos(const TargetCtx &t, FILE *f) {
  std::set<std::string> lines;
  for (const RvvPseudo &r : read_rvv_pseudos(t))
    lines.insert("rvv " + t.mii->getName(r.base).str() + " " + r.lmul + " " +
                 std::to_string(r.sew) + " " +
                 std::to_string(t.mii->get(r.pseudo).getSchedClass()) + " " +
                 t.mii->getName(r.pseudo).str() + "\n");
  for (const std::string &l : lines)
    fputs(l.c_str(), f);
}

// Pseudo opcodes are left out of a catalog, except the ones LLVM's RISC-V
// assembler itself produces (call, tail, jump, the %tprel_add add...): the
// code emitter expands them, so they reach llvm-mca as they are.  Such a
// pseudo is one the assembler picks for its own printed form.
static bool assembler_pseudo_candidate(const TargetCtx &t, unsigned opc) {
  std::string n = t.mii->getName(opc).str();
  return t.dir == "riscv64" && n.rfind("Pseudo", 0) == 0 && n.rfind("PseudoV", 0) != 0;
}

static bool picks_itself(const TargetCtx &t, unsigned opc, const std::string &rec) {
  std::string mark = "\nform " + t.mii->getName(opc).str() + " asm = ";
  return rec.find(mark) != std::string::npos;
}

// The form of a pseudo with symbols in its untyped operands (the probe's
// immediates are no call target): "call foo", "add x10, x11, x12,
// %tprel_add(foo)".  The record with the pick "=" when the assembler then
// selects the pseudo itself, else unchanged.
static std::string with_symbol_pick(const TargetCtx &t, unsigned opc, const std::string &rec,
                                    AsmChecker *chk) {
  std::string mark = "\nform " + t.mii->getName(opc).str() + " asm - - ";
  size_t at = rec.find(mark);
  if (at == std::string::npos || !chk)
    return rec;
  size_t text_at = at + mark.size(), end = rec.find('\n', text_at);
  std::string form = rec.substr(text_at, end - text_at);
  const MCInstrDesc &d = t.mii->get(opc);
  // (the %tprel_add form wants tp among its registers)
  static const char *const syms[] = {"foo", "%tprel_add(foo)", "%tprel_add(foo)"};
  for (int pass = 0; pass < 3; pass++) {
    const char *sym = syms[pass];
    std::string text;
    for (size_t i = 0; i < form.size(); i++) {
      if (form[i] != '@') {
        text += form[i];
        continue;
      }
      size_t j = i + 1;
      unsigned k = 0;
      while (j < form.size() && isdigit((unsigned char)form[j]))
        k = k * 10 + (unsigned)(form[j++] - '0');
      i = j - 1;
      const MCOperandInfo &oi = d.operands()[k];
      if (oi.OperandType == MCOI::OPERAND_REGISTER && oi.RegClass >= 0) {
        const MCRegisterClass &rc = t.mri->getRegClass(oi.RegClass);
        std::string r = pass == 2 ? "tp"
                        : rc.getNumRegs() ? t.mri->getName(rc.getRegister(rc.getNumRegs() / 2))
                                          : "";
        for (char &ch : r)
          ch = (char)tolower((unsigned char)ch);
        text += r;
      } else {
        text += sym;
      }
    }
    if (asm_pick(*chk, text) == (int)opc) {
      std::string out = rec;
      out.replace(at, mark.size(), "\nform " + t.mii->getName(opc).str() + " asm = - ");
      return out;
    }
  }
  return rec;
}

void write_catalog(TargetCtx &t, const std::string &path) {
  FILE *f = open_out(path);
  fprintf(f, "mca-catalog %d\nllvm %s\ntarget %s %s\n",
          MODELGEN_FORMAT_VERSION, llvm_version().c_str(), t.dir.c_str(),
          t.triple.c_str());
  write_registers(t, f);
  const MCSchedModel &sm = t.sti->getSchedModel();
  // Class names are target-wide; take them from any model that has them.
  const MCSchedModel *named = &sm;
  for (const SubtargetSubTypeKV &cpu : t.sti->getAllProcessorDescriptions())
    if (cpu.SchedModel && cpu.SchedModel->hasInstrSchedModel())
      named = cpu.SchedModel;
  if (named->hasInstrSchedModel())
    for (unsigned i = 0; i < named->NumSchedClasses; i++)
      fprintf(f, "sched %u %s\n", i, named->getSchedClassName(i).str().c_str());
  AsmChecker *chk[3] = {nullptr, nullptr, nullptr};
  for (int v = 0; v < t.nvariants; v++)
    chk[v] = make_asm_checker(t, v, t.triple);
  if (!t.triple32.empty())
    chk[2] = make_asm_checker(t, 0, t.triple32);
  unsigned skipped = 0;
  // Printers and the assembler may crash on a constructed instruction:
  // print each opcode in a worker process.
  auto job = [&](unsigned opc, bool print) {
    char *buf = nullptr;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    bool pseudo = t.mii->get(opc).isPseudo();
    if (!pseudo || assembler_pseudo_candidate(t, opc))
      write_opcode(t, opc, m, chk, print);
    fclose(m);
    std::string r(buf, len);
    free(buf);
    if (pseudo && !r.empty() && !picks_itself(t, opc, r))
      r = with_symbol_pick(t, opc, r, chk[0]);
    if (pseudo && !picks_itself(t, opc, r))
      r.clear();
    return r;
  };
  std::vector<unsigned> failed;
  std::vector<std::string> recs = run_isolated(
      t.mii->getNumOpcodes(), [&](unsigned opc) { return job(opc, true); },
      &failed);
  for (unsigned opc : failed) {
    fprintf(stderr, "mca-modelgen: %s: printing %s crashes LLVM\n",
            t.dir.c_str(), t.mii->getName(opc).str().c_str());
    recs[opc] = job(opc, false);
  }
  for (unsigned opc = 0; opc < t.mii->getNumOpcodes(); opc++) {
    if (t.mii->get(opc).isPseudo() && recs[opc].empty())
      skipped++;
    fputs(recs[opc].c_str(), f);
  }
  for (int v = 0; v < 3; v++)
    free_asm_checker(chk[v]);
  if (t.dir == "riscv64")
    write_rvv_pseudos(t, f);
  fprintf(f, "pseudo-opcodes-omitted %u\n", skipped);
  close_out(f, path);
}
