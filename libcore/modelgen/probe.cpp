// probe.cpp: turn LLVM's variant-class resolver and instruction analysis
// (zero idioms, dependency-breaking idioms, optimizable register moves) into
// data by evaluating them on constructed instructions.
//
// For one opcode the probe starts from the catalog's probe instruction
// (distinct registers, small immediates) and varies one thing at a time:
// two register operands made equal, one immediate over a range of values,
// one register operand over its class.  Results that differ from the
// baseline become rules; pairs of such variations are tried together so
// that a combined rule can come first.  Rules are written first-match-wins,
// ending with the baseline under "always".
#include "modelgen.h"

#include <functional>
#include <cstdlib>
#include <random>
#include <set>

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace {

// X86's MCInst flag for a lock prefix (X86::IP_HAS_LOCK in LLVM 22).
const unsigned kX86LockFlag = 1u << 4;

// One variation of the baseline instruction.
struct Factor {
  std::string cond;          // condition text, e.g. "same=1,2"
  std::vector<unsigned> ops; // operands it touches (for exclusivity)
  std::function<void(MCInst &)> apply;
  int imm_op = -1;           // for immediate factors: operand and value
  int64_t imm = 0;
  bool pairs_with_imm = false;  // "same"/"lock": try with every immediate
};

using Eval = std::function<std::string(const MCInst &)>;

// Root of operand I's tie group (the operand it is tied to, or itself).
unsigned tie_root(const MCInstrDesc &d, unsigned i) {
  int t = d.getOperandConstraint(i, MCOI::TIED_TO);
  return t >= 0 && (unsigned)t < i ? (unsigned)t : i;
}

// Set register operand I and every operand tied with it.
void set_reg(const MCInstrDesc &d, MCInst &mi, unsigned i, MCRegister r) {
  unsigned root = tie_root(d, i);
  for (unsigned k = 0; k < mi.getNumOperands() && k < d.getNumOperands(); k++)
    if (tie_root(d, k) == root && mi.getOperand(k).isReg())
      mi.getOperand(k).setReg(r);
}

// True when operands I..I+4 are an x86 memory reference.
bool x86_mem_start(const TargetCtx &t, const MCInstrDesc &d, unsigned i) {
  if (i + 4 >= d.getNumOperands())
    return false;
  int seg = t.mii->getOpRegClassID(d.operands()[i + 4], t.hwmode);
  return seg >= 0 &&
         StringRef(t.mri->getRegClassName(&t.mri->getRegClass(seg))) ==
             "SEGMENT_REG" &&
         d.operands()[i + 1].RegClass < 0 && d.operands()[i + 3].RegClass < 0 &&
         t.mii->getOpRegClassID(d.operands()[i], t.hwmode) >= 0 &&
         t.mii->getOpRegClassID(d.operands()[i + 2], t.hwmode) >= 0;
}

// Operands that belong to a memory reference (varied only for variants).
std::vector<bool> memory_operands(const TargetCtx &t, const MCInstrDesc &d) {
  std::vector<bool> m(d.getNumOperands(), false);
  for (unsigned i = 0; i < d.getNumOperands(); i++) {
    const MCOperandInfo &oi = d.operands()[i];
    if (oi.OperandType == MCOI::OPERAND_MEMORY)
      m[i] = true;
    if (t.dir == "x86-64" && x86_mem_start(t, d, i))
      for (unsigned k = 0; k < 5; k++)
        m[i + k] = true;
  }
  return m;
}

int reg_class(const TargetCtx &t, const MCOperandInfo &oi) {
  int rc = t.mii->getOpRegClassID(oi, t.hwmode);
  return rc >= 0 && (unsigned)rc < t.mri->getNumRegClasses() ? rc : -1;
}

// The variations worth trying for this opcode.
std::vector<Factor> make_factors(const TargetCtx &t, const MCInst &mi,
                                 bool with_regs) {
  const MCInstrDesc &d = t.mii->get(mi.getOpcode());
  std::vector<bool> mem = memory_operands(t, d);
  std::vector<unsigned> regs, imms;
  unsigned n = std::min<unsigned>(mi.getNumOperands(), d.getNumOperands());
  for (unsigned i = 0; i < n; i++) {
    if ((mem[i] && !with_regs) || tie_root(d, i) != i)
      continue;
    const MCOperand &op = mi.getOperand(i);
    if (op.isReg() && op.getReg() && reg_class(t, d.operands()[i]) >= 0)
      regs.push_back(i);
    else if (op.isImm())
      imms.push_back(i);
  }
  std::vector<Factor> fs;
  if (t.dir == "x86-64" && with_regs) {
    // X86's predicates test the lock prefix, kept in the MCInst flags.
    Factor f;
    f.cond = "lock";
    f.ops = {~0u};
    f.pairs_with_imm = true;
    f.apply = [](MCInst &m) { m.setFlags(m.getFlags() | kX86LockFlag); };
    fs.push_back(f);
  }
  for (size_t a = 0; a < regs.size(); a++)
    for (size_t b = a + 1; b < regs.size(); b++) {
      unsigned ia = regs[a], ib = regs[b];
      MCRegister ra = mi.getOperand(ia).getReg();
      MCRegister rb = mi.getOperand(ib).getReg();
      const MCRegisterClass &ca =
          t.mri->getRegClass(reg_class(t, d.operands()[ia]));
      const MCRegisterClass &cb =
          t.mri->getRegClass(reg_class(t, d.operands()[ib]));
      Factor f;
      f.cond = "same=" + std::to_string(ia) + "," + std::to_string(ib);
      f.pairs_with_imm = true;
      f.ops = {ia, ib};
      if (cb.contains(ra))
        f.apply = [&d, ib, ra](MCInst &m) { set_reg(d, m, ib, ra); };
      else if (ca.contains(rb))
        f.apply = [&d, ia, rb](MCInst &m) { set_reg(d, m, ia, rb); };
      else
        continue;
      fs.push_back(f);
    }
  for (unsigned i : imms) {
    std::vector<int64_t> vals;
    for (int64_t v = -1; v <= 255; v++)
      vals.push_back(v);
    for (int64_t v : {256, 4095, 65535})
      vals.push_back(v);
    for (int64_t v : vals) {
      Factor f;
      f.cond = "imm=" + std::to_string(i) + ":" + std::to_string(v);
      f.ops = {i};
      f.imm_op = (int)i;
      f.imm = v;
      f.apply = [i, v](MCInst &m) { m.getOperand(i).setImm(v); };
      fs.push_back(f);
    }
  }
  if (with_regs)
    for (unsigned i : regs) {
      const MCRegisterClass &c =
          t.mri->getRegClass(reg_class(t, d.operands()[i]));
      if (c.getNumRegs() > 64)
        continue;
      for (unsigned k = 0; k <= c.getNumRegs(); k++) {
        // Memory operands may also have no register at all.
        if (k == c.getNumRegs() && !mem[i])
          break;
        MCRegister r = k < c.getNumRegs() ? c.getRegister(k) : MCRegister();
        // A register that another operand holds would only repeat a
        // "same" variation (and give a wrong rule on its own).
        bool other = false;
        for (unsigned j = 0; j < n; j++)
          if (j != i && tie_root(d, j) != i && mi.getOperand(j).isReg() &&
              mi.getOperand(j).getReg() && r &&
              t.mri->regsOverlap(r, mi.getOperand(j).getReg()))
            other = true;
        if (other || r == mi.getOperand(i).getReg())
          continue;
        Factor f;
        f.cond = "reg=" + std::to_string(i) + ":" +
                 (r ? t.mri->getName(r) : "NoRegister");
        f.ops = {i};
        f.apply = [&d, i, r](MCInst &m) { set_reg(d, m, i, r); };
        fs.push_back(f);
      }
    }
  return fs;
}

// Give x86 memory references of the baseline an index register too, so
// that the probe sees the full base+index+displacement form.
void fill_index(const TargetCtx &t, const MCInstrDesc &d, MCInst &mi) {
  for (unsigned i = 0; i + 4 < d.getNumOperands(); i++) {
    if (t.dir != "x86-64" || !x86_mem_start(t, d, i))
      continue;
    if (!mi.getOperand(i + 2).isReg() || mi.getOperand(i + 2).getReg())
      continue;
    int rc = reg_class(t, d.operands()[i + 2]);
    if (rc < 0)
      continue;
    const MCRegisterClass &c = t.mri->getRegClass(rc);
    for (unsigned k = 1; k < c.getNumRegs(); k++) {
      MCRegister r = c.getRegister(k);
      bool clash = false;
      for (unsigned j = 0; j < mi.getNumOperands(); j++)
        if (mi.getOperand(j).isReg() && mi.getOperand(j).getReg() &&
            t.mri->regsOverlap(r, mi.getOperand(j).getReg()))
          clash = true;
      if (!clash) {
        mi.getOperand(i + 2).setReg(r);
        break;
      }
    }
    i += 4;
  }
}

bool disjoint(const Factor &a, const Factor &b) {
  for (unsigned x : a.ops)
    for (unsigned y : b.ops)
      if (x == y)
        return false;
  return true;
}

// A candidate rule: result when all factors hold.
struct Rule {
  std::string result;
  std::vector<const Factor *> fs;
};

// Condition text of a rule whose last factor may cover LO..HI.
std::string cond_text(const Rule &r, int64_t hi) {
  std::string c;
  for (size_t i = 0; i < r.fs.size(); i++) {
    const Factor *f = r.fs[i];
    c += i ? " " : "";
    if (i + 1 == r.fs.size() && f->imm_op >= 0 && hi != f->imm)
      c += f->cond + ".." + std::to_string(hi);
    else
      c += f->cond;
  }
  return c;
}

// Write rules, merging runs whose only difference is a consecutive value of
// the same immediate operand in the last factor.
std::vector<std::pair<std::string, std::string>>
merge_rules(const std::vector<Rule> &rs) {
  std::vector<std::pair<std::string, std::string>> out;
  for (size_t i = 0; i < rs.size();) {
    size_t j = i + 1;
    const Factor *last = rs[i].fs.back();
    while (last->imm_op >= 0 && j < rs.size() &&
           rs[j].result == rs[i].result &&
           rs[j].fs.size() == rs[i].fs.size()) {
      const Factor *lj = rs[j].fs.back();
      bool same_prefix = true;
      for (size_t k = 0; k + 1 < rs[i].fs.size(); k++)
        same_prefix &= rs[j].fs[k] == rs[i].fs[k];
      if (!same_prefix || lj->imm_op != last->imm_op ||
          lj->imm != rs[j - 1].fs.back()->imm + 1)
        break;
      j++;
    }
    out.push_back({rs[i].result, cond_text(rs[i], rs[j - 1].fs.back()->imm)});
    i = j;
  }
  return out;
}


// Rules for one opcode: (result, condition) in first-match order, or empty
// when every variation gives the baseline result and SKIP_PLAIN says so.
std::vector<std::pair<std::string, std::string>>
rules_for(const TargetCtx &t, const MCInst &base, const Eval &eval,
          bool with_regs, const std::string &plain, bool skip_plain) {
  std::string r0 = eval(base);
  std::vector<Factor> fs = make_factors(t, base, with_regs);
  std::vector<std::string> single(fs.size());
  std::vector<size_t> hits;
  for (size_t i = 0; i < fs.size(); i++) {
    MCInst m = base;
    fs[i].apply(m);
    single[i] = eval(m);
    if (single[i] != r0)
      hits.push_back(i);
  }
  // Pairs: any two differing variations, and every "same"/"lock" variation
  // with every immediate value (predicates such as "same registers and
  // immediate 0x88" change nothing on their own).
  std::vector<Rule> combos;
  auto try_pair = [&](size_t a, size_t b) {
    if (!disjoint(fs[a], fs[b]))
      return;
    MCInst m = base;
    fs[a].apply(m);
    fs[b].apply(m);
    std::string r = eval(m);
    // What the single rules would give: the first differing one listed.
    std::string expect = single[a] != r0 ? single[a]
                         : single[b] != r0 ? single[b] : r0;
    if (r != expect)
      combos.push_back({r, {&fs[a], &fs[b]}});
  };
  if (hits.size() <= 400)
    for (size_t x = 0; x < hits.size(); x++)
      for (size_t y = x + 1; y < hits.size(); y++)
        try_pair(hits[x], hits[y]);
  // For variants, each differing variation with every other one: a rule
  // such as "immediate 0 but not register AX" needs a non-differing partner.
  if (with_regs && hits.size() <= 16)
    for (size_t h : hits)
      for (size_t b = 0; b < fs.size(); b++)
        if (single[b] == r0)
          try_pair(h, b);
  // Immediate pairs, at least one of them small (flag-like operands tested
  // together; SVE "incw x0, all, mul #2": pattern 31 with a multiplier).
  auto small = [](const Factor &x) { return x.imm >= 0 && x.imm <= 16; };
  if (with_regs)
    for (size_t a = 0; a < fs.size(); a++)
      for (size_t b = a + 1; b < fs.size(); b++)
        if (fs[a].imm_op >= 0 && fs[b].imm_op > fs[a].imm_op &&
            fs[a].imm >= -1 && fs[b].imm >= -1 &&
            (small(fs[a]) || small(fs[b])) && single[a] == r0 &&
            single[b] == r0)
          try_pair(a, b);
  // One register with a zero immediate: "mov x0, x1" is ORR x0, xzr, x1,
  // lsl #0 and "mov x0, sp" is ADD x0, sp, #0, copies only with both.
  if (with_regs)
    for (size_t a = 0; a < fs.size(); a++)
      if (fs[a].cond.compare(0, 4, "reg=") == 0 && single[a] == r0)
        for (size_t b = 0; b < fs.size(); b++)
          if (fs[b].imm_op >= 0 && fs[b].imm == 0 && single[b] == r0)
            try_pair(a, b);
  for (size_t a = 0; a < fs.size(); a++) {
    if (!fs[a].pairs_with_imm || single[a] != r0)
      continue;
    for (size_t b = 0; b < fs.size(); b++)
      if (fs[b].imm_op >= 0 && single[b] == r0)
        try_pair(a, b);
  }
  std::vector<std::pair<std::string, std::string>> out;
  if (hits.empty() && combos.empty() && skip_plain && r0 == plain)
    return out;
  out = merge_rules(combos);
  std::vector<Rule> singles;
  for (size_t i : hits)
    singles.push_back({single[i], {&fs[i]}});
  for (auto &r : merge_rules(singles))
    out.push_back(r);
  out.push_back({r0, "always"});
  return out;
}

unsigned resolve(const Model &m, const TargetCtx &t, unsigned cls,
                 const MCInst &mi) {
  unsigned id = m.sm->getProcessorID();
  for (int guard = 0; cls && m.sm->getSchedClassDesc(cls)->isVariant();
       guard++) {
    if (guard > 16)
      return 0;
    cls = m.sti->resolveVariantSchedClass(cls, &mi, t.mii.get(), id);
  }
  return cls;
}

std::string mask_text(const APInt &m) {
  return "0x" + toString(m, 16, false);
}

} // namespace

// --- self-check (--verify-rules): random instructions, LLVM vs rules ----
namespace {

// Does one condition word hold for X?
bool cond_holds(const TargetCtx &t, const MCInst &x, const std::string &c) {
  if (c == "always")
    return true;
  if (c == "lock")
    return (x.getFlags() & kX86LockFlag) != 0;
  size_t eq = c.find('=');
  std::string k = c.substr(0, eq), v = c.substr(eq + 1);
  if (k == "same") {
    unsigned a = std::stoul(v), b = std::stoul(v.substr(v.find(',') + 1));
    return a < x.getNumOperands() && b < x.getNumOperands() &&
           x.getOperand(a).isReg() && x.getOperand(b).isReg() &&
           x.getOperand(a).getReg() &&
           x.getOperand(a).getReg() == x.getOperand(b).getReg();
  }
  unsigned n = std::stoul(v);
  std::string rest = v.substr(v.find(':') + 1);
  if (n >= x.getNumOperands())
    return false;
  const MCOperand &op = x.getOperand(n);
  if (k == "imm") {
    size_t dots = rest.find("..");
    long long lo = std::stoll(rest.substr(0, dots));
    long long hi = dots == std::string::npos ? lo : std::stoll(rest.substr(dots + 2));
    return op.isImm() && op.getImm() >= lo && op.getImm() <= hi;
  }
  if (k == "reg")
    return op.isReg() && (op.getReg() ? t.mri->getName(op.getReg())
                                      : std::string("NoRegister")) == rest;
  return false;
}

// Result of a first-match rule list for X.
std::string apply_rules(const TargetCtx &t, const MCInst &x,
                        const std::vector<std::pair<std::string, std::string>> &rs) {
  for (auto &r : rs) {
    bool all = true;
    size_t p = 0;
    while (all && p <= r.second.size()) {
      size_t q = r.second.find(' ', p);
      if (q == std::string::npos)
        q = r.second.size();
      all = cond_holds(t, x, r.second.substr(p, q - p));
      p = q + 1;
    }
    if (all)
      return r.first;
  }
  return "?";
}

// A random variation of BASE: registers of the operand's class, often equal
// to another operand's, sometimes none in memory references; immediates
// from small, byte and wide ranges; sometimes a lock prefix.
MCInst random_inst(const TargetCtx &t, const MCInst &base, std::mt19937 &g) {
  const MCInstrDesc &d = t.mii->get(base.getOpcode());
  std::vector<bool> mem = memory_operands(t, d);
  MCInst x = base;
  unsigned n = std::min<unsigned>(x.getNumOperands(), d.getNumOperands());
  std::vector<unsigned> regops;
  for (unsigned i = 0; i < n; i++) {
    if (tie_root(d, i) != i)
      continue;
    const MCOperand &op = x.getOperand(i);
    int rc = reg_class(t, d.operands()[i]);
    if (op.isReg() && rc >= 0) {
      const MCRegisterClass &c = t.mri->getRegClass(rc);
      unsigned pick = g() % 10;
      MCRegister r = c.getRegister(g() % c.getNumRegs());
      if (pick < 3 && !regops.empty()) {
        MCRegister o = x.getOperand(regops[g() % regops.size()]).getReg();
        if (o && c.contains(o))
          r = o;
      } else if (pick == 3 && mem[i]) {
        r = MCRegister();
      }
      set_reg(d, x, i, r);
      regops.push_back(i);
    } else if (op.isImm()) {
      // Small values (flags, shifts, condition codes) or the baseline's;
      // now and then a byte.
      unsigned pick = g() % 8;
      int64_t v = pick < 4 ? (int64_t)(g() % 17)
                  : pick == 4 ? (int64_t)(g() % 256) : op.getImm();
      x.getOperand(i).setImm(v);
    }
  }
  if (t.dir == "x86-64" && g() % 10 == 0)
    x.setFlags(x.getFlags() | kX86LockFlag);
  return x;
}

struct VerifyStats {
  unsigned long tried = 0, wrong = 0, opcodes = 0, opcodes_wrong = 0;
};

// Compare EVAL and the rules on random instances of BASE.
void verify(const TargetCtx &t, const MCInst &base, const Eval &eval,
            const std::vector<std::pair<std::string, std::string>> &rs,
            const std::string &none, unsigned count, VerifyStats &st) {
  std::mt19937 g(base.getOpcode() * 7919u + 17u);
  unsigned wrong = 0;
  for (unsigned k = 0; k < count; k++) {
    MCInst x = random_inst(t, base, g);
    std::string want = eval(x);
    std::string got = rs.empty() ? none : apply_rules(t, x, rs);
    st.tried++;
    if (want != got && !wrong++ && getenv("MODELGEN_VERIFY_SHOW")) {
      fprintf(stderr, "  %s: LLVM %s, rules %s for", t.mii->getName(x.getOpcode()).str().c_str(),
              want.c_str(), got.c_str());
      for (const MCOperand &op : x)
        if (op.isReg())
          fprintf(stderr, " %s", op.getReg() ? t.mri->getName(op.getReg()) : "NoRegister");
        else if (op.isImm())
          fprintf(stderr, " %lld", (long long)op.getImm());
      fprintf(stderr, "%s\n", x.getFlags() ? " (lock)" : "");
    }
  }
  st.opcodes++;
  st.wrong += wrong;
  st.opcodes_wrong += wrong != 0;
}

} // namespace

// The baseline for OPC: the probe instruction as the assembler reads it
// back (realistic operand values), else as constructed.
static MCInst baseline(const TargetCtx &t, unsigned opc) {
  if (opc < t.parsed.size() && t.parsed[opc].getNumOperands())
    return t.parsed[opc];
  MCInst mi;
  build_inst(t, opc, mi);
  return mi;
}

void write_rules(TargetCtx &t, Model &m, FILE *f) {
  unsigned cpuid = m.sm->getProcessorID();
  VerifyStats vs[3];
  parse_probes(t);
  for (unsigned opc = 0; opc < t.mii->getNumOpcodes(); opc++) {
    const MCInstrDesc &d = t.mii->get(opc);
    if (d.isPseudo())
      continue;
    unsigned cls = d.getSchedClass();
    if (!m.sm->getSchedClassDesc(cls)->isVariant())
      continue;
    MCInst mi = baseline(t, opc);
    fill_index(t, d, mi);
    Eval ev = [&](const MCInst &x) {
      unsigned c = resolve(m, t, cls, x);
      return c ? std::to_string(c) : std::string("-");
    };
    auto rs = rules_for(t, mi, ev, true, "", false);
    for (auto &r : rs)
      fprintf(f, "variant %s %s %s\n", t.mii->getName(opc).str().c_str(),
              r.first.c_str(), r.second.c_str());
    if (t.verify)
      verify(t, mi, ev, rs, "", 500, vs[0]);
  }
  // RISC-V: an LMUL/SEW instrument gives an RVV instruction the class of a
  // pseudo; llvm-mca resolves that class on the instruction itself, so a
  // pseudo class that is variant here needs rules of its own, keyed by
  // opcode and class ("variant-class").
  if (t.dir == "riscv64") {
    std::set<std::pair<unsigned, unsigned>> keys;
    for (const RvvPseudo &p : read_rvv_pseudos(t)) {
      unsigned cls = t.mii->get(p.pseudo).getSchedClass();
      if (cls != t.mii->get(p.base).getSchedClass() &&
          m.sm->getSchedClassDesc(cls)->isVariant())
        keys.insert({p.base, cls});
    }
    for (const auto &k : keys) {
      MCInst mi = baseline(t, k.first);
      unsigned cls = k.second;
      Eval ev = [&](const MCInst &x) {
        unsigned c = resolve(m, t, cls, x);
        return c ? std::to_string(c) : std::string("-");
      };
      auto rs = rules_for(t, mi, ev, true, "", false);
      for (auto &r : rs)
        fprintf(f, "variant-class %s %u %s %s\n",
                t.mii->getName(k.first).str().c_str(), cls, r.first.c_str(),
                r.second.c_str());
      if (t.verify)
        verify(t, mi, ev, rs, "", 500, vs[0]);
    }
  }
  if (!t.mia)
    return;
  for (unsigned opc = 0; opc < t.mii->getNumOpcodes(); opc++) {
    const MCInstrDesc &d = t.mii->get(opc);
    if (d.isPseudo())
      continue;
    MCInst mi = baseline(t, opc);
    Eval idiom = [&](const MCInst &x) {
      APInt mask;
      if (t.mia->isZeroIdiom(x, mask, cpuid))
        return "zero " + mask_text(mask);
      if (t.mia->isDependencyBreaking(x, mask, cpuid))
        return "dep-breaking " + mask_text(mask);
      return std::string("none 0x0");
    };
    auto ri = rules_for(t, mi, idiom, false, "none 0x0", true);
    for (auto &r : ri)
      fprintf(f, "idiom %s %s %s\n", t.mii->getName(opc).str().c_str(),
              r.first.c_str(), r.second.c_str());
    if (t.verify)
      verify(t, mi, idiom, ri, "none 0x0", ri.empty() ? 10 : 200, vs[1]);
    Eval move = [&](const MCInst &x) {
      return std::string(t.mia->isOptimizableRegisterMove(x, cpuid) ? "1"
                                                                    : "0");
    };
    auto rm = rules_for(t, mi, move, false, "0", true);
    for (auto &r : rm)
      fprintf(f, "move-elim %s %s %s\n", t.mii->getName(opc).str().c_str(),
              r.first.c_str(), r.second.c_str());
    if (t.verify)
      verify(t, mi, move, rm, "0", rm.empty() ? 10 : 200, vs[2]);
  }
  if (t.verify) {
    static const char *what[3] = {"variant", "idiom", "move-elim"};
    for (int k = 0; k < 3; k++)
      fprintf(stderr,
              "verify %s %s %s: %lu random instructions, %lu differ; "
              "%lu opcodes, %lu with a difference\n",
              t.dir.c_str(), m.name.c_str(), what[k], vs[k].tried, vs[k].wrong,
              vs[k].opcodes, vs[k].opcodes_wrong);
  }
}
