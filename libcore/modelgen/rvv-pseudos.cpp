// mca-rvv-pseudos: the RISC-V vector pseudos whose scheduling classes
// llvm-mca 22's RISC-V instrument manager picks, for mca-modelgen's "rvv"
// catalog records.  Maintainer tool, built with --enable-modelgen.
//
// LLVM answers the question with tables that libLLVM-22.so does not
// export (its inverse pseudo table and the indexed-load/store pseudo
// tables), so this program links LLVM's static RISC-V libraries and asks
// the table's own lookup for every key: each line is "BASE LMUL SEW
// PSEUDO", the pseudo the lookup returns for (BASE, LMUL, SEW).  The
// unmasked indexed load/store pseudos follow, keyed by their data LMUL
// (SEW 0): llvm-mca finds those by data LMUL and index EMUL, which the
// front end computes (libcore/riscv/riscv-rvv.c) and matches by name.
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include <cstdio>
#include <memory>
#include <regex>
#include <string>

namespace llvm {
namespace RISCVVInversePseudosTable {
// The layout of the table's rows in LLVM 22 (MCTargetDesc/RISCVBaseInfo.h).
struct PseudoInfo {
  uint16_t Pseudo;
  uint16_t BaseInstr;
  uint8_t VLMul;
  uint8_t SEW;
};
const PseudoInfo *getBaseInfo(unsigned BaseInstr, uint8_t VLMul, uint8_t SEW);
} // namespace RISCVVInversePseudosTable
} // namespace llvm

extern "C" void LLVMInitializeRISCVTargetInfo();
extern "C" void LLVMInitializeRISCVTargetMC();

using namespace llvm;

int main() {
  LLVMInitializeRISCVTargetInfo();
  LLVMInitializeRISCVTargetMC();
  std::string err;
  const Target *t = TargetRegistry::lookupTarget(Triple("riscv64-unknown-linux-gnu"), err);
  if (!t) {
    fprintf(stderr, "mca-rvv-pseudos: %s\n", err.c_str());
    return 1;
  }
  std::unique_ptr<MCInstrInfo> mii(t->createMCInstrInfo());
  // vtype's LMUL encoding, in the catalog's order MF8 .. M8.
  static const uint8_t enc[] = {5, 6, 7, 0, 1, 2, 3};
  static const char *names[] = {"MF8", "MF4", "MF2", "M1", "M2", "M4", "M8"};
  for (unsigned op = 0; op < mii->getNumOpcodes(); op++)
    for (int l = 0; l < 7; l++)
      for (unsigned sew : {0u, 8u, 16u, 32u, 64u})
        if (const auto *r = RISCVVInversePseudosTable::getBaseInfo(op, enc[l], (uint8_t)sew))
          printf("%s %s %u %s\n", mii->getName(op).str().c_str(), names[l], sew,
                 mii->getName(r->Pseudo).str().c_str());
  std::regex indexed("Pseudo(V[LS][UO]X(SEG[2-8])?EI[0-9]+_V)_(M[1248]|MF[248])_(M[1248]|MF[248])");
  for (unsigned op = 0; op < mii->getNumOpcodes(); op++) {
    std::string n = mii->getName(op).str();
    std::smatch m;
    if (std::regex_match(n, m, indexed))
      printf("%s %s 0 %s\n", m[1].str().c_str(), m[4].str().c_str(), n.c_str());
  }
  return 0;
}
