// asmcheck.cpp: ask LLVM's assembler which opcode it picks for a line of
// text, so the catalog can tell a matcher which printed forms the assembler
// actually selects (and which belong to duplicates it never selects).
#include "modelgen.h"

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
  std::unique_ptr<MCSubtargetInfo> sti;
};

AsmChecker *make_asm_checker(const TargetCtx &t, int variant) {
  AsmChecker *c = new AsmChecker;
  c->t = &t;
  c->variant = variant;
  c->sti.reset(t.target->createMCSubtargetInfo(Triple(t.triple), "", ""));
  return c;
}

void free_asm_checker(AsmChecker *c) { delete c; }

int asm_pick(AsmChecker &c, const std::string &text) {
  const TargetCtx &t = *c.t;
  SourceMgr sm;
  sm.setDiagHandler([](const SMDiagnostic &, void *) {});
  std::string src = (c.variant == 1 ? ".intel_syntax noprefix\n" : "") + text +
                    "\n";
  sm.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(src), SMLoc());
  Triple tt(t.triple);
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
  return (int)rec.insts[0].getOpcode();
}
