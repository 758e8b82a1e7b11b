// forms.cpp: probe instructions and their printed forms with operand
// slots (@N), for the catalog.  x86 forms come from marker values replaced
// in the text; aarch64 and riscv64 forms from printing twice with one
// operand changed and marking the words that change.
#include "modelgen.h"

#include <cctype>
#include <cstdint>
#include <cstring>
#include <set>

#include "llvm/Support/raw_ostream.h"

using namespace llvm;

// Immediate markers: distinct values unlikely to appear literally in a form.
static const int64_t kImmMarker[] = {3, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15};
static const int64_t kDispMarker = 4660;  // x86 memory displacement

bool is_x86(const TargetCtx &t) { return t.dir == "x86-64"; }

// True when operands I..I+4 form an x86 memory reference: base register,
// scale, index register, displacement, segment register.
bool x86_mem_at(const TargetCtx &t, const MCInstrDesc &d, unsigned i) {
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
bool x86_cond_code(const TargetCtx &t, const MCOperandInfo &oi) {
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

int op_class(const TargetCtx &t, const MCOperandInfo &oi) {
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
int intel_mem_bits(const std::string &s) {
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
std::string make_form(const TargetCtx &t, int variant, const MCInst &mi,
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
static void set_reg_tied(const MCInstrDesc &d, MCInst &mi, unsigned i, MCRegister r) {
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
std::string make_form_diff(const TargetCtx &t, int variant,
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
