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

// Immediate markers: distinct values unlikely to appear literally in a form.
static const int64_t kImmMarker[] = {3, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15};
static const int64_t kDispMarker = 4660;  // x86 memory displacement

static bool is_x86(const TargetCtx &t) { return t.dir == "x86-64"; }

// True when operands I..I+4 form an x86 memory reference: base register,
// scale, index register, displacement, segment register.
static bool x86_mem_at(const TargetCtx &t, const MCInstrDesc &d, unsigned i) {
  if (!is_x86(t) || i + 5 > d.getNumOperands())
    return false;
  const MCOperandInfo *o = &d.operands()[i];
  int seg = t.mii->getOpRegClassID(o[4], t.hwmode);
  if (seg < 0 || strcmp(t.mri->getRegClassName(&t.mri->getRegClass(seg)),
                        "SEGMENT_REG") != 0)
    return false;
  return o[1].RegClass < 0 && o[3].RegClass < 0 &&
         t.mii->getOpRegClassID(o[0], t.hwmode) >= 0 &&
         t.mii->getOpRegClassID(o[2], t.hwmode) >= 0;
}

// x86 condition-code operands (printed as part of the mnemonic).
static bool x86_cond_code(const TargetCtx &t, const MCOperandInfo &oi) {
  return is_x86(t) && oi.OperandType == MCOI::OPERAND_FIRST_TARGET + 1;
}

// Pick a register of class RC in class order that overlaps nothing in USED
// (which starts with the implicit registers); x86 also avoids the
// accumulator, which has short encodings of its own, and AH..DH.
static unsigned pick_reg(const TargetCtx &t, int rc, std::set<unsigned> &used) {
  if (rc < 0 || (unsigned)rc >= t.mri->getNumRegClasses())
    return 0;
  const MCRegisterClass &c = t.mri->getRegClass(rc);
  for (int pass = 0; pass < 2; pass++) {
    for (unsigned i = 0; i < c.getNumRegs(); i++) {
      unsigned r = c.getRegister(i).id();
      bool clash = false;
      for (unsigned u : used)
        if (t.mri->regsOverlap(r, u))
          clash = true;
      if (pass == 0 && is_x86(t) && i == 0 && c.getNumRegs() > 4)
        clash = true;
      // ... and the high byte registers, which REX/EVEX encodings exclude.
      const char *nm = t.mri->getName(r);
      if (pass == 0 && is_x86(t) && strlen(nm) == 2 && nm[1] == 'H')
        clash = true;
      if (!clash) {
        used.insert(r);
        return r;
      }
    }
  }
  return c.getNumRegs() ? c.getRegister(0).id() : 0;
}

static int op_class(const TargetCtx &t, const MCOperandInfo &oi) {
  return t.mii->getOpRegClassID(oi, t.hwmode);
}

bool build_inst(const TargetCtx &t, unsigned opc, MCInst &mi) {
  const MCInstrDesc &d = t.mii->get(opc);
  std::set<unsigned> used(d.implicit_uses().begin(), d.implicit_uses().end());
  used.insert(d.implicit_defs().begin(), d.implicit_defs().end());
  int nimm = 0;
  mi.clear();
  mi.setOpcode(opc);
  for (unsigned i = 0; i < d.getNumOperands(); i++) {
    const MCOperandInfo &oi = d.operands()[i];
    int tied = d.getOperandConstraint(i, MCOI::TIED_TO);
    if (tied >= 0 && (unsigned)tied < i) {
      mi.addOperand(mi.getOperand(tied));
      continue;
    }
    if (x86_mem_at(t, d, i)) {
      mi.addOperand(MCOperand::createReg(
          pick_reg(t, op_class(t, d.operands()[i]), used)));
      mi.addOperand(MCOperand::createImm(1));
      // No index register, except for VSIB (a vector index is required).
      int irc = op_class(t, d.operands()[i + 2]);
      bool vsib = irc >= 0 && !StringRef(t.mri->getRegClassName(
                                              &t.mri->getRegClass(irc)))
                                   .starts_with("GR");
      mi.addOperand(MCOperand::createReg(vsib ? pick_reg(t, irc, used) : 0));
      mi.addOperand(MCOperand::createImm(kDispMarker));
      mi.addOperand(MCOperand::createReg(0));
      i += 4;
      continue;
    }
    int rc = op_class(t, oi);
    if (oi.OperandType == MCOI::OPERAND_REGISTER || rc >= 0) {
      mi.addOperand(MCOperand::createReg(pick_reg(t, rc, used)));
      continue;
    }
    // RISC-V: 0 suits offsets (even), rounding modes and most enums.
    int64_t v = kImmMarker[nimm % 11];
    mi.addOperand(MCOperand::createImm(t.dir == "riscv64" ? 0 : v));
    nimm++;
  }
  return true;
}

std::string reg_text(const TargetCtx &t, int variant, unsigned reg) {
  std::string s;
  raw_string_ostream os(s);
  t.printer[variant]->printRegName(os, reg);
  return os.str();
}

std::string print_inst(const TargetCtx &t, int variant, const MCInst &mi) {
  std::string s;
  raw_string_ostream os(s);
  t.printer[variant]->printInst(&mi, 0, "", *t.sti, os);
  os.flush();
  for (char &c : s)
    if (c == '\t' || c == '\n')
      c = ' ';
  size_t b = s.find_first_not_of(' ');
  size_t e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

static bool word_char(char c) {
  return isalnum((unsigned char)c) || c == '_';
}

// Replace whole-word occurrences of WHAT in S by a slot mark for operand N.
// Marks use control bytes so later digit replacements cannot touch them.
static bool replace_word(std::string &s, const std::string &what, unsigned n,
                         bool number) {
  if (what.empty())
    return false;
  bool found = false;
  std::string mark = "\x01" + std::to_string(n) + "\x02";
  size_t p = 0;
  while ((p = s.find(what, p)) != std::string::npos) {
    size_t e = p + what.size();
    bool left_ok = p == 0 || (!word_char(s[p - 1]) && s[p - 1] != '%' &&
                              s[p - 1] != '\x01' && !(number && s[p - 1] == '.'));
    bool right_ok = e >= s.size() || (!word_char(s[e]) && s[e] != '\x02');
    if (what[0] == '%')
      left_ok = p == 0 || !word_char(s[p - 1]);
    if (left_ok && right_ok) {
      s.replace(p, what.size(), mark);
      p += mark.size();
      found = true;
    } else {
      p = e;
    }
  }
  return found;
}

// Slot marks become "@N" in the written form.
static std::string finish_marks(const std::string &s) {
  std::string r;
  for (char c : s)
    if (c == '\x01')
      r += '@';
    else if (c != '\x02')
      r += c;
  return r;
}

// Size in bits named by an Intel "X ptr" prefix, or 0.
static int intel_mem_bits(const std::string &s) {
  static const struct { const char *w; int bits; } k[] = {
      {"byte ptr", 8},      {"word ptr", 16},     {"dword ptr", 32},
      {"fword ptr", 48},    {"qword ptr", 64},    {"tbyte ptr", 80},
      {"xmmword ptr", 128}, {"ymmword ptr", 256}, {"zmmword ptr", 512},
      {"opaque ptr", 0}};
  for (auto &e : k) {
    size_t p = s.find(e.w);
    if (p != std::string::npos && (p == 0 || !word_char(s[p - 1])))
      return e.bits;
  }
  return -1;
}

// Turn a printed probe instruction into a form with {N} operand slots.
static std::string make_form(const TargetCtx &t, int variant, const MCInst &mi,
                             const MCInstrDesc &d, std::string s) {
  // x86 memory references first: they contain a register and a number.
  for (unsigned i = 0; i < mi.getNumOperands(); i++) {
    if (!x86_mem_at(t, d, i))
      continue;
    std::string base = reg_text(t, variant, mi.getOperand(i).getReg().id());
    std::string disp = std::to_string(kDispMarker);
    std::string pat = variant == 0 ? disp + "(" + base + ")"
                                   : "[" + base + " + " + disp + "]";
    if (mi.getOperand(i + 2).getReg()) {  // VSIB index
      std::string idx = reg_text(t, variant, mi.getOperand(i + 2).getReg().id());
      pat = variant == 0 ? disp + "(" + base + "," + idx + ")"
                         : "[" + base + " + " + idx + " + " + disp + "]";
    }
    size_t p = s.find(pat);
    if (p != std::string::npos)
      s.replace(p, pat.size(), "\x01" + std::to_string(i) + "\x02");
    i += 4;
  }
  std::vector<std::pair<std::string, unsigned>> regs, imms;
  for (unsigned i = 0; i < mi.getNumOperands(); i++) {
    if (x86_mem_at(t, d, i)) {
      i += 4;
      continue;
    }
    int tied = d.getOperandConstraint(i, MCOI::TIED_TO);
    if (tied >= 0 && (unsigned)tied < i)
      continue;
    const MCOperand &op = mi.getOperand(i);
    if (x86_cond_code(t, d.operands()[i]))
      continue;
    if (op.isReg() && op.getReg())
      regs.push_back({reg_text(t, variant, op.getReg().id()), i});
    else if (op.isImm())
      imms.push_back({std::to_string(op.getImm()), i});
  }
  // Longer register names first so "%r1" cannot eat part of "%r13".
  std::stable_sort(regs.begin(), regs.end(), [](auto &a, auto &b) {
    return a.first.size() > b.first.size();
  });
  for (auto &r : regs)
    replace_word(s, r.first, r.second, false);
  for (auto &m : imms)
    replace_word(s, m.first, m.second, true);
  return finish_marks(s);
}

// Set register operand I and every operand tied with it.
void set_reg_tied(const MCInstrDesc &d, MCInst &mi, unsigned i, MCRegister r) {
  auto root = [&](unsigned k) {
    int t = d.getOperandConstraint(k, MCOI::TIED_TO);
    return t >= 0 && (unsigned)t < k ? (unsigned)t : k;
  };
  unsigned ri = root(i);
  for (unsigned k = 0; k < mi.getNumOperands() && k < d.getNumOperands(); k++)
    if (root(k) == ri && mi.getOperand(k).isReg())
      mi.getOperand(k).setReg(r);
}

// Split printed text into words ([A-Za-z0-9_]+) and single other characters.
static std::vector<std::string> tokens(const std::string &s) {
  std::vector<std::string> v;
  for (size_t i = 0; i < s.size();) {
    size_t j = i;
    while (j < s.size() && word_char(s[j]))
      j++;
    if (j == i)
      j = i + 1;
    v.push_back(s.substr(i, j - i));
    i = j;
  }
  return v;
}

// Another register of operand I's class that no operand of MI overlaps.
static unsigned other_reg(const TargetCtx &t, const MCInst &mi, int rc) {
  const MCRegisterClass &c = t.mri->getRegClass(rc);
  for (unsigned k = 0; k < c.getNumRegs(); k++) {
    unsigned r = c.getRegister(k).id();
    bool clash = false;
    for (const MCOperand &op : mi)
      if (op.isReg() && op.getReg() && t.mri->regsOverlap(r, op.getReg()))
        clash = true;
    if (!clash)
      return r;
  }
  return 0;
}

// Form with slots found by printing the instruction again with one operand
// changed and marking the words that change (works whatever the printer
// does with the value: scaling, vector arrangements, register lists).
static std::string make_form_diff(const TargetCtx &t, int variant,
                                  const MCInst &mi, const MCInstrDesc &d,
                                  const std::string &raw) {
  std::vector<std::string> t0 = tokens(raw);
  std::vector<int> mark(t0.size(), -1);
  for (unsigned i = 0; i < mi.getNumOperands() && i < d.getNumOperands(); i++) {
    int tied = d.getOperandConstraint(i, MCOI::TIED_TO);
    if (tied >= 0 && (unsigned)tied < i)
      continue;
    const MCOperand &op = mi.getOperand(i);
    for (int attempt = 0; attempt < 2; attempt++) {
      MCInst alt = mi;
      if (op.isReg() && op.getReg()) {
        int rc = t.mii->getOpRegClassID(d.operands()[i], t.hwmode);
        unsigned r = rc >= 0 ? other_reg(t, mi, rc) : 0;
        if (!r || attempt)
          break;
        set_reg_tied(d, alt, i, r);
      } else if (op.isImm()) {
        alt.getOperand(i).setImm(op.getImm() + 1 + attempt);
      } else {
        break;
      }
      std::vector<std::string> t1 = tokens(print_inst(t, variant, alt));
      if (t1.size() != t0.size())
        continue;
      bool any = false;
      for (size_t k = 0; k < t0.size(); k++)
        if (t0[k] != t1[k] && mark[k] < 0) {
          mark[k] = (int)i;
          any = true;
        }
      if (any)
        break;
    }
  }
  // "2.375" changes in two words: let a single punctuation character
  // between two words of the same slot join them.
  for (size_t k = 1; k + 1 < t0.size(); k++)
    if (mark[k] < 0 && mark[k - 1] >= 0 && mark[k - 1] == mark[k + 1] &&
        t0[k].size() == 1 && !word_char(t0[k][0]) && t0[k] != " " &&
        t0[k] != ",")
      mark[k] = mark[k - 1];
  std::string out;
  for (size_t k = 0; k < t0.size(); k++) {
    if (mark[k] < 0)
      out += t0[k];
    else if (k == 0 || mark[k - 1] != mark[k])
      out += "@" + std::to_string(mark[k]);
  }
  return out;
}

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

static void write_flags(const MCInstrDesc &d, FILE *f) {
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
  write_flags(d, f);
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

// RISC-V vector pseudos: LLVM's llvm-mca takes the scheduling class of an
// RVV instruction from the pseudo for the LMUL (and SEW) in effect, as set
// by vsetvli or an LLVM-MCA-RISCV-LMUL/SEW instrument.  The pseudo names
// are "Pseudo" BASE "_" LMUL ["_E" SEW] (scalar FP operands spelled FPRnn
// where the base opcode has F).  Writes "rvv BASE LMUL SEW CLASS" records.
static void write_rvv_pseudos(const TargetCtx &t, FILE *f) {
  std::map<std::string, unsigned> byname;
  for (unsigned opc = 0; opc < t.mii->getNumOpcodes(); opc++)
    byname[t.mii->getName(opc).str()] = opc;
  static const char *lmuls[] = {"MF8", "MF4", "MF2", "M1", "M2", "M4", "M8"};
  std::vector<std::string> lines;
  for (auto &e : byname) {
    StringRef n(e.first);
    if (!n.consume_front("Pseudo"))
      continue;
    unsigned sew = 0;
    size_t ep = n.rfind("_E");
    if (ep != StringRef::npos && ep + 2 < n.size() &&
        n.substr(ep + 2).find_first_not_of("0123456789") == StringRef::npos) {
      sew = (unsigned)std::stoul(n.substr(ep + 2).str());
      n = n.substr(0, ep);
    }
    size_t lp = n.rfind('_');
    if (lp == StringRef::npos)
      continue;
    StringRef lmul = n.substr(lp + 1), base = n.substr(0, lp);
    bool ok = false;
    for (const char *l : lmuls)
      ok |= lmul == l;
    if (!ok)
      continue;
    std::string b = base.str();
    if (!byname.count(b))
      for (const char *fp : {"FPR16", "FPR32", "FPR64"}) {
        size_t q = b.rfind(fp);
        if (q != std::string::npos && q > 0 && b[q - 1] == 'V') {
          std::string alt = b.substr(0, q) + "F" + b.substr(q + 5);
          if (byname.count(alt)) {
            b = alt;
            break;
          }
        } else if (q != std::string::npos && q > 0 && b[q - 1] == 'W') {
          std::string alt = b.substr(0, q) + "F" + b.substr(q + 5);
          if (byname.count(alt)) {
            b = alt;
            break;
          }
        }
      }
    auto it = byname.find(b);
    if (it == byname.end() || t.mii->get(it->second).isPseudo())
      continue;
    lines.push_back("rvv " + b + " " + lmul.str() + " " + std::to_string(sew) +
                    " " + std::to_string(t.mii->get(e.second).getSchedClass()) +
                    " " + e.first + "\n");
  }
  std::sort(lines.begin(), lines.end());
  for (const std::string &l : lines)
    fputs(l.c_str(), f);
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
    if (!t.mii->get(opc).isPseudo())
      write_opcode(t, opc, m, chk, print);
    fclose(m);
    std::string r(buf, len);
    free(buf);
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
    if (t.mii->get(opc).isPseudo())
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

// Print one line per opcode whose probe text the assembler maps back to it:
// NAME <tab> text <tab> operands (r:REG, i:VALUE or -).  Used by check-models.
void list_probes(TargetCtx &t) {
  AsmChecker *chk = make_asm_checker(t, 0, t.triple);
  auto job = [&](unsigned opc) -> std::string {
    if (t.mii->get(opc).isPseudo())
      return "";
    MCInst mi;
    build_inst(t, opc, mi);
    std::string raw = print_inst(t, 0, mi);
    // Report the operands as the assembler produces them from the text.
    if (asm_pick(*chk, raw, &mi) != (int)opc)
      return "";
    std::string s = t.mii->getName(opc).str() + "\t" + raw + "\t";
    for (unsigned i = 0; i < mi.getNumOperands(); i++) {
      const MCOperand &op = mi.getOperand(i);
      s += i ? "," : "";
      if (op.isReg())
        s += std::string("r:") +
             (op.getReg() ? t.mri->getName(op.getReg()) : "NoRegister");
      else if (op.isImm())
        s += "i:" + std::to_string(op.getImm());
      else
        s += "-";
    }
    return s + "\n";
  };
  for (const std::string &s : run_isolated(t.mii->getNumOpcodes(), job, nullptr))
    fputs(s.c_str(), stdout);
  free_asm_checker(chk);
}

// Serialize operands as "r<reg> " / "i<imm> " for the trip from a worker.
static std::string pack(const MCInst &mi) {
  std::string s;
  for (const MCOperand &op : mi) {
    if (op.isReg())
      s += "r" + std::to_string(op.getReg().id()) + " ";
    else if (op.isImm())
      s += "i" + std::to_string(op.getImm()) + " ";
    else
      s += "x ";
  }
  return s;
}

void parse_probes(TargetCtx &t) {
  if (!t.parsed.empty())
    return;
  AsmChecker *chk = make_asm_checker(t, 0, t.triple);
  auto job = [&](unsigned opc) -> std::string {
    if (t.mii->get(opc).isPseudo())
      return "";
    MCInst mi, parsed;
    build_inst(t, opc, mi);
    if (asm_pick(*chk, print_inst(t, 0, mi), &parsed) != (int)opc ||
        parsed.getNumOperands() != mi.getNumOperands())
      return "";
    for (unsigned i = 0; i < mi.getNumOperands(); i++)
      if (mi.getOperand(i).isReg() != parsed.getOperand(i).isReg() ||
          mi.getOperand(i).isImm() != parsed.getOperand(i).isImm())
        return "";
    return pack(parsed);
  };
  std::vector<std::string> r = run_isolated(t.mii->getNumOpcodes(), job, nullptr);
  t.parsed.resize(r.size());
  for (unsigned opc = 0; opc < r.size(); opc++) {
    if (r[opc].empty())
      continue;
    MCInst &mi = t.parsed[opc];
    mi.setOpcode(opc);
    for (const char *p = r[opc].c_str(); *p;) {
      char kind = *p++;
      char *end;
      long long v = strtoll(p, &end, 10);
      p = end;
      while (*p == ' ')
        p++;
      if (kind == 'r')
        mi.addOperand(MCOperand::createReg(MCRegister((unsigned)v)));
      else
        mi.addOperand(MCOperand::createImm(v));
    }
  }
  free_asm_checker(chk);
}
