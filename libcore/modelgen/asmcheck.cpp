// asmcheck.cpp: ask LLVM's assembler which opcode it picks for a line of
// text, so the catalog can tell a matcher which printed forms the assembler
// actually selects (and which belong to duplicates it never selects).
#include "modelgen.h"

#include <cstring>

#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;

namespace {
// A streamer that only records the instructions it is given.
class Recorder : public MCStreamer {
public:
  std::vector<MCInst> insts;
  explicit Recorder(MCContext &c) : MCStreamer(c) {}
  void emitInstruction(const MCInst &i, const MCSubtargetInfo &) override {
    insts.push_back(i);
  }
  bool emitSymbolAttribute(MCSymbol *, MCSymbolAttr) override { return true; }
  void emitCommonSymbol(MCSymbol *, uint64_t, Align) override {}
};
} // namespace

class AsmChecker {
public:
  const TargetCtx *t;
  int variant;
  std::string triple;
  std::unique_ptr<MCSubtargetInfo> sti;
};

// Every feature of the target except those that change the syntax, take
// registers away or conflict with others, so that the assembler accepts
// every extension.  (Lists found by trying llvm-mc 22 with them.)
static std::string all_features(const TargetCtx &t, const std::string &triple) {
  bool rv32 = Triple(triple).isArch32Bit();
  static const char *prefix[] = {"no-",    "strict", "reserve", "call-saved",
                                 "tagged", "harden", "fix-",    "slow-",
                                 "use-",   "force-", "avoid-",  "disable",
                                 "experimental", "xqc", "rv"};
  static const char *exact[] = {"e",     "32bit",  "relax",  "zfinx", "zdinx",
                                "zhinx", "zhinxmin", "zcmt", "zcmp",  "zce",
                                "zcf",   "xwchc",  "zclsd",  "zilsd"};
  if (t.dir == "x86-64")
    return "";
  std::string fs;
  for (const SubtargetFeatureKV &f : t.sti->getAllProcessorFeatures()) {
    StringRef k(f.Key);
    bool bad = false;
    for (const char *p : prefix)
      bad |= k.starts_with(p);
    for (const char *p : exact)
      bad |= k == p;
    bad |= rv32 && k == "64bit";
    if (!bad)
      fs += (fs.empty() ? "+" : ",+") + k.str();
  }
  return fs;
}

AsmChecker *make_asm_checker(const TargetCtx &t, int variant,
                             const std::string &triple, bool none,
                             const char *also) {
  AsmChecker *c = new AsmChecker;
  c->triple = triple;
  c->t = &t;
  c->variant = variant;
  std::string fs = all_features(t, triple);
  if (none) // "-x" for every "+x": the assembler with no extension at all
    for (char &ch : fs)
      ch = ch == '+' ? '-' : ch;
  if (also)
    fs += std::string(",+") + also;
  c->sti.reset(t.target->createMCSubtargetInfo(Triple(triple), "", fs));
  return c;
}

void free_asm_checker(AsmChecker *c) { delete c; }

int asm_pick(AsmChecker &c, const std::string &text, MCInst *out,
             std::string *diag) {
  const TargetCtx &t = *c.t;
  SourceMgr sm;
  // Keep the first message (the assembler's reason for rejecting the text).
  sm.setDiagHandler(
      [](const SMDiagnostic &d, void *ctx) {
        std::string *keep = static_cast<std::string *>(ctx);
        if (keep && keep->empty())
          *keep = d.getMessage().str();
      },
      diag);
  std::string src = (c.variant == 1 ? ".intel_syntax noprefix\n" : "") + text +
                    "\n";
  sm.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(src), SMLoc());
  Triple tt(c.triple);
  MCTargetOptions opts;
  MCContext ctx(tt, t.mai.get(), t.mri.get(), c.sti.get(), &sm, &opts);
  MCObjectFileInfo mofi;
  mofi.initMCObjectFileInfo(ctx, false);
  ctx.setObjectFileInfo(&mofi);
  Recorder rec(ctx);
  std::unique_ptr<MCAsmParser> parser(createMCAsmParser(sm, ctx, rec, *t.mai));
  std::unique_ptr<MCTargetAsmParser> tap(
      t.target->createMCAsmParser(*c.sti, *parser, *t.mii, opts));
  if (!tap)
    return -1;
  parser->setTargetParser(*tap);
  parser->setAssemblerDialect(c.variant);
  rec.initSections(false, *c.sti);
  if (parser->Run(false) || rec.insts.size() != 1)
    return -1;
  if (out)
    *out = rec.insts[0];
  return (int)rec.insts[0].getOpcode();
}

bool asm_features_after(const TargetCtx &t, const FeatureBitset &start,
                        const std::string &text, FeatureBitset &out) {
  std::unique_ptr<MCSubtargetInfo> sti(
      t.target->createMCSubtargetInfo(Triple(t.triple), "", ""));
  sti->setFeatureBits(start);
  SourceMgr sm;
  sm.setDiagHandler([](const SMDiagnostic &, void *) {}, nullptr);
  sm.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(text + "\n"), SMLoc());
  Triple tt(t.triple);
  MCTargetOptions opts;
  MCContext ctx(tt, t.mai.get(), t.mri.get(), sti.get(), &sm, &opts);
  MCObjectFileInfo mofi;
  mofi.initMCObjectFileInfo(ctx, false);
  ctx.setObjectFileInfo(&mofi);
  Recorder rec(ctx);
  std::unique_ptr<MCAsmParser> parser(createMCAsmParser(sm, ctx, rec, *t.mai));
  std::unique_ptr<MCTargetAsmParser> tap(
      t.target->createMCAsmParser(*sti, *parser, *t.mii, opts));
  if (!tap)
    return false;
  parser->setTargetParser(*tap);
  rec.initSections(false, *sti);
  if (parser->Run(false))
    return false;
  out = tap->getSTI().getFeatureBits();
  return true;
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
