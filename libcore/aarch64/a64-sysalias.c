/* a64-sysalias: the SYS aliases (tlbi, dc, ic, at, cfp, dvp, cpp, cosp,
 * mlbi) as LLVM 22 reads and prints them: each operation's encoding,
 * whether it takes a register, the features it needs (LLVM's message
 * names them: "DC GVA requires: mte, memtag"), and the text LLVM's printer
 * writes for a SYS instruction (the alias when the CPU has the operation's
 * features, else sys #op1, Cn, Cm, #op2[, Xt]). */
#include <config.h>

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"
#include "../fixed-strings.h"

/* How an operation takes its register: 0 it needs one (printed with it,
 * xzr too); 1 none (printed bare with xzr, as sys with another); 2 one
 * optional with tlbid (FEAT_TLBID: printed bare with xzr, with another as
 * written; without tlbid as 1). */
typedef struct {              /* (strings in place: fixed-strings.h) */
    char mn[8], name[24];
    int op1, crn, crm, op2, reg;
    char features[24];     /* LLVM's names, all needed ("tlb-rmi,xs"), "" none */
    char message[32];      /* what LLVM's message lists ("mte, memtag"), "" none */
} sysop;

/* Found by assembling every SYS encoding of CRn 7, 8 and 9 with llvm-mc 22
 * under each of its 330 features (and the operations by name without any). */
MCA_FIXED_STRINGS_BEGIN
static const sysop sysops[] = {
    { "at", "s12e0r", 4, 7, 8, 6, 0, "", "" },
    { "at", "s12e0w", 4, 7, 8, 7, 0, "", "" },
    { "at", "s12e1r", 4, 7, 8, 4, 0, "", "" },
    { "at", "s12e1w", 4, 7, 8, 5, 0, "", "" },
    { "at", "s1e0r", 0, 7, 8, 2, 0, "", "" },
    { "at", "s1e0w", 0, 7, 8, 3, 0, "", "" },
    { "at", "s1e1a", 0, 7, 9, 2, 0, "", "" },
    { "at", "s1e1r", 0, 7, 8, 0, 0, "", "" },
    { "at", "s1e1rp", 0, 7, 9, 0, 0, "pan-rwv", "pan-rwv" },
    { "at", "s1e1w", 0, 7, 8, 1, 0, "", "" },
    { "at", "s1e1wp", 0, 7, 9, 1, 0, "pan-rwv", "pan-rwv" },
    { "at", "s1e2a", 4, 7, 9, 2, 0, "", "" },
    { "at", "s1e2r", 4, 7, 8, 0, 0, "", "" },
    { "at", "s1e2w", 4, 7, 8, 1, 0, "", "" },
    { "at", "s1e3a", 6, 7, 9, 2, 0, "", "" },
    { "at", "s1e3r", 6, 7, 8, 0, 0, "", "" },
    { "at", "s1e3w", 6, 7, 8, 1, 0, "", "" },
    { "cfp", "rctx", 3, 7, 3, 4, 0, "predres", "predres" },
    { "cosp", "rctx", 3, 7, 3, 6, 0, "specres2", "predres2" },
    { "cpp", "rctx", 3, 7, 3, 7, 0, "predres", "predres" },
    { "dc", "cgdsw", 0, 7, 10, 6, 0, "mte", "mte, memtag" },
    { "dc", "cgdvac", 3, 7, 10, 5, 0, "mte", "mte, memtag" },
    { "dc", "cgdvadp", 3, 7, 13, 5, 0, "mte", "mte, memtag" },
    { "dc", "cgdvaoc", 3, 7, 11, 7, 0, "mte,occmo", "mte, memtag, occmo" },
    { "dc", "cgdvap", 3, 7, 12, 5, 0, "mte", "mte, memtag" },
    { "dc", "cgsw", 0, 7, 10, 4, 0, "mte", "mte, memtag" },
    { "dc", "cgvac", 3, 7, 10, 3, 0, "mte", "mte, memtag" },
    { "dc", "cgvadp", 3, 7, 13, 3, 0, "mte", "mte, memtag" },
    { "dc", "cgvap", 3, 7, 12, 3, 0, "mte", "mte, memtag" },
    { "dc", "cigdpae", 4, 7, 14, 7, 0, "mec", "mec" },
    { "dc", "cigdpapa", 6, 7, 14, 5, 0, "rme", "rme" },
    { "dc", "cigdsw", 0, 7, 14, 6, 0, "mte", "mte, memtag" },
    { "dc", "cigdvac", 3, 7, 14, 5, 0, "mte", "mte, memtag" },
    { "dc", "cigdvaoc", 3, 7, 15, 7, 0, "mte,occmo", "mte, memtag, occmo" },
    { "dc", "cigdvaps", 0, 7, 15, 5, 0, "mte,pops", "mte, memtag, pops" },
    { "dc", "cigsw", 0, 7, 14, 4, 0, "mte", "mte, memtag" },
    { "dc", "cigvac", 3, 7, 14, 3, 0, "mte", "mte, memtag" },
    { "dc", "cipae", 4, 7, 14, 0, 0, "mec", "mec" },
    { "dc", "cipapa", 6, 7, 14, 1, 0, "rme", "rme" },
    { "dc", "cisw", 0, 7, 14, 2, 0, "", "" },
    { "dc", "civac", 3, 7, 14, 1, 0, "", "" },
    { "dc", "civaoc", 3, 7, 15, 0, 0, "occmo", "occmo" },
    { "dc", "civaps", 0, 7, 15, 1, 0, "pops", "pops" },
    { "dc", "csw", 0, 7, 10, 2, 0, "", "" },
    { "dc", "cvac", 3, 7, 10, 1, 0, "", "" },
    { "dc", "cvadp", 3, 7, 13, 1, 0, "ccdp", "ccdp" },
    { "dc", "cvaoc", 3, 7, 11, 0, 0, "occmo", "occmo" },
    { "dc", "cvap", 3, 7, 12, 1, 0, "ccpp", "ccpp" },
    { "dc", "cvau", 3, 7, 11, 1, 0, "", "" },
    { "dc", "gbva", 3, 7, 4, 7, 0, "mtetc", "mtetc" },
    { "dc", "gva", 3, 7, 4, 3, 0, "mte", "mte, memtag" },
    { "dc", "gzva", 3, 7, 4, 4, 0, "mte", "mte, memtag" },
    { "dc", "igdsw", 0, 7, 6, 6, 0, "mte", "mte, memtag" },
    { "dc", "igdvac", 0, 7, 6, 5, 0, "mte", "mte, memtag" },
    { "dc", "igsw", 0, 7, 6, 4, 0, "mte", "mte, memtag" },
    { "dc", "igvac", 0, 7, 6, 3, 0, "mte", "mte, memtag" },
    { "dc", "isw", 0, 7, 6, 2, 0, "", "" },
    { "dc", "ivac", 0, 7, 6, 1, 0, "", "" },
    { "dc", "zgbva", 3, 7, 4, 5, 0, "mtetc", "mtetc" },
    { "dc", "zva", 3, 7, 4, 1, 0, "", "" },
    { "dvp", "rctx", 3, 7, 3, 5, 0, "predres", "predres" },
    { "ic", "iallu", 0, 7, 5, 0, 1, "", "" },
    { "ic", "ialluis", 0, 7, 1, 0, 1, "", "" },
    { "ic", "ivau", 3, 7, 5, 1, 0, "", "" },
    { "mlbi", "alle1", 4, 7, 0, 4, 1, "mpamv2", "mpamv2" },
    { "mlbi", "vmalle1", 4, 7, 0, 5, 1, "mpamv2", "mpamv2" },
    { "mlbi", "vpide1", 4, 7, 0, 6, 0, "mpamv2", "mpamv2" },
    { "mlbi", "vpmge1", 4, 7, 0, 7, 0, "mpamv2", "mpamv2" },
    { "tlbi", "alle1", 4, 8, 7, 4, 1, "", "" },
    { "tlbi", "alle1is", 4, 8, 3, 4, 2, "", "" },
    { "tlbi", "alle1isnxs", 4, 9, 3, 4, 2, "xs", "xs" },
    { "tlbi", "alle1nxs", 4, 9, 7, 4, 1, "xs", "xs" },
    { "tlbi", "alle1os", 4, 8, 1, 4, 2, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "alle1osnxs", 4, 9, 1, 4, 2, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "alle2", 4, 8, 7, 0, 1, "", "" },
    { "tlbi", "alle2is", 4, 8, 3, 0, 2, "", "" },
    { "tlbi", "alle2isnxs", 4, 9, 3, 0, 2, "xs", "xs" },
    { "tlbi", "alle2nxs", 4, 9, 7, 0, 1, "xs", "xs" },
    { "tlbi", "alle2os", 4, 8, 1, 0, 2, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "alle2osnxs", 4, 9, 1, 0, 2, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "alle3", 6, 8, 7, 0, 1, "", "" },
    { "tlbi", "alle3is", 6, 8, 3, 0, 2, "", "" },
    { "tlbi", "alle3isnxs", 6, 9, 3, 0, 2, "xs", "xs" },
    { "tlbi", "alle3nxs", 6, 9, 7, 0, 1, "xs", "xs" },
    { "tlbi", "alle3os", 6, 8, 1, 0, 2, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "alle3osnxs", 6, 9, 1, 0, 2, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "aside1", 0, 8, 7, 2, 0, "", "" },
    { "tlbi", "aside1is", 0, 8, 3, 2, 0, "", "" },
    { "tlbi", "aside1isnxs", 0, 9, 3, 2, 0, "xs", "xs" },
    { "tlbi", "aside1nxs", 0, 9, 7, 2, 0, "xs", "xs" },
    { "tlbi", "aside1os", 0, 8, 1, 2, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "aside1osnxs", 0, 9, 1, 2, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "ipas2e1", 4, 8, 4, 1, 0, "", "" },
    { "tlbi", "ipas2e1is", 4, 8, 0, 1, 0, "", "" },
    { "tlbi", "ipas2e1isnxs", 4, 9, 0, 1, 0, "xs", "xs" },
    { "tlbi", "ipas2e1nxs", 4, 9, 4, 1, 0, "xs", "xs" },
    { "tlbi", "ipas2e1os", 4, 8, 4, 0, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "ipas2e1osnxs", 4, 9, 4, 0, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "ipas2le1", 4, 8, 4, 5, 0, "", "" },
    { "tlbi", "ipas2le1is", 4, 8, 0, 5, 0, "", "" },
    { "tlbi", "ipas2le1isnxs", 4, 9, 0, 5, 0, "xs", "xs" },
    { "tlbi", "ipas2le1nxs", 4, 9, 4, 5, 0, "xs", "xs" },
    { "tlbi", "ipas2le1os", 4, 8, 4, 4, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "ipas2le1osnxs", 4, 9, 4, 4, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "paall", 6, 8, 7, 4, 1, "rme", "rme" },
    { "tlbi", "paallnxs", 6, 9, 7, 4, 1, "xs,rme", "xs, rme" },
    { "tlbi", "paallos", 6, 8, 1, 4, 1, "rme", "rme" },
    { "tlbi", "paallosnxs", 6, 9, 1, 4, 1, "xs,rme", "xs, rme" },
    { "tlbi", "ripas2e1", 4, 8, 4, 2, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "ripas2e1is", 4, 8, 0, 2, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "ripas2e1isnxs", 4, 9, 0, 2, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "ripas2e1nxs", 4, 9, 4, 2, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "ripas2e1os", 4, 8, 4, 3, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "ripas2e1osnxs", 4, 9, 4, 3, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "ripas2le1", 4, 8, 4, 6, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "ripas2le1is", 4, 8, 0, 6, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "ripas2le1isnxs", 4, 9, 0, 6, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "ripas2le1nxs", 4, 9, 4, 6, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "ripas2le1os", 4, 8, 4, 7, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "ripas2le1osnxs", 4, 9, 4, 7, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rpalos", 6, 8, 4, 7, 0, "rme", "rme" },
    { "tlbi", "rpalosnxs", 6, 9, 4, 7, 0, "xs,rme", "xs, rme" },
    { "tlbi", "rpaos", 6, 8, 4, 3, 0, "rme", "rme" },
    { "tlbi", "rpaosnxs", 6, 9, 4, 3, 0, "xs,rme", "xs, rme" },
    { "tlbi", "rvaae1", 0, 8, 6, 3, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvaae1is", 0, 8, 2, 3, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvaae1isnxs", 0, 9, 2, 3, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvaae1nxs", 0, 9, 6, 3, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvaae1os", 0, 8, 5, 3, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvaae1osnxs", 0, 9, 5, 3, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvaale1", 0, 8, 6, 7, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvaale1is", 0, 8, 2, 7, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvaale1isnxs", 0, 9, 2, 7, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvaale1nxs", 0, 9, 6, 7, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvaale1os", 0, 8, 5, 7, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvaale1osnxs", 0, 9, 5, 7, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvae1", 0, 8, 6, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvae1is", 0, 8, 2, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvae1isnxs", 0, 9, 2, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvae1nxs", 0, 9, 6, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvae1os", 0, 8, 5, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvae1osnxs", 0, 9, 5, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvae2", 4, 8, 6, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvae2is", 4, 8, 2, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvae2isnxs", 4, 9, 2, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvae2nxs", 4, 9, 6, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvae2os", 4, 8, 5, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvae2osnxs", 4, 9, 5, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvae3", 6, 8, 6, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvae3is", 6, 8, 2, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvae3isnxs", 6, 9, 2, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvae3nxs", 6, 9, 6, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvae3os", 6, 8, 5, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvae3osnxs", 6, 9, 5, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvale1", 0, 8, 6, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvale1is", 0, 8, 2, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvale1isnxs", 0, 9, 2, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvale1nxs", 0, 9, 6, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvale1os", 0, 8, 5, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvale1osnxs", 0, 9, 5, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvale2", 4, 8, 6, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvale2is", 4, 8, 2, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvale2isnxs", 4, 9, 2, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvale2nxs", 4, 9, 6, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvale2os", 4, 8, 5, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvale2osnxs", 4, 9, 5, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvale3", 6, 8, 6, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvale3is", 6, 8, 2, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvale3isnxs", 6, 9, 2, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvale3nxs", 6, 9, 6, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "rvale3os", 6, 8, 5, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "rvale3osnxs", 6, 9, 5, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vaae1", 0, 8, 7, 3, 0, "", "" },
    { "tlbi", "vaae1is", 0, 8, 3, 3, 0, "", "" },
    { "tlbi", "vaae1isnxs", 0, 9, 3, 3, 0, "xs", "xs" },
    { "tlbi", "vaae1nxs", 0, 9, 7, 3, 0, "xs", "xs" },
    { "tlbi", "vaae1os", 0, 8, 1, 3, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vaae1osnxs", 0, 9, 1, 3, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vaale1", 0, 8, 7, 7, 0, "", "" },
    { "tlbi", "vaale1is", 0, 8, 3, 7, 0, "", "" },
    { "tlbi", "vaale1isnxs", 0, 9, 3, 7, 0, "xs", "xs" },
    { "tlbi", "vaale1nxs", 0, 9, 7, 7, 0, "xs", "xs" },
    { "tlbi", "vaale1os", 0, 8, 1, 7, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vaale1osnxs", 0, 9, 1, 7, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vae1", 0, 8, 7, 1, 0, "", "" },
    { "tlbi", "vae1is", 0, 8, 3, 1, 0, "", "" },
    { "tlbi", "vae1isnxs", 0, 9, 3, 1, 0, "xs", "xs" },
    { "tlbi", "vae1nxs", 0, 9, 7, 1, 0, "xs", "xs" },
    { "tlbi", "vae1os", 0, 8, 1, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vae1osnxs", 0, 9, 1, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vae2", 4, 8, 7, 1, 0, "", "" },
    { "tlbi", "vae2is", 4, 8, 3, 1, 0, "", "" },
    { "tlbi", "vae2isnxs", 4, 9, 3, 1, 0, "xs", "xs" },
    { "tlbi", "vae2nxs", 4, 9, 7, 1, 0, "xs", "xs" },
    { "tlbi", "vae2os", 4, 8, 1, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vae2osnxs", 4, 9, 1, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vae3", 6, 8, 7, 1, 0, "", "" },
    { "tlbi", "vae3is", 6, 8, 3, 1, 0, "", "" },
    { "tlbi", "vae3isnxs", 6, 9, 3, 1, 0, "xs", "xs" },
    { "tlbi", "vae3nxs", 6, 9, 7, 1, 0, "xs", "xs" },
    { "tlbi", "vae3os", 6, 8, 1, 1, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vae3osnxs", 6, 9, 1, 1, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vale1", 0, 8, 7, 5, 0, "", "" },
    { "tlbi", "vale1is", 0, 8, 3, 5, 0, "", "" },
    { "tlbi", "vale1isnxs", 0, 9, 3, 5, 0, "xs", "xs" },
    { "tlbi", "vale1nxs", 0, 9, 7, 5, 0, "xs", "xs" },
    { "tlbi", "vale1os", 0, 8, 1, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vale1osnxs", 0, 9, 1, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vale2", 4, 8, 7, 5, 0, "", "" },
    { "tlbi", "vale2is", 4, 8, 3, 5, 0, "", "" },
    { "tlbi", "vale2isnxs", 4, 9, 3, 5, 0, "xs", "xs" },
    { "tlbi", "vale2nxs", 4, 9, 7, 5, 0, "xs", "xs" },
    { "tlbi", "vale2os", 4, 8, 1, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vale2osnxs", 4, 9, 1, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vale3", 6, 8, 7, 5, 0, "", "" },
    { "tlbi", "vale3is", 6, 8, 3, 5, 0, "", "" },
    { "tlbi", "vale3isnxs", 6, 9, 3, 5, 0, "xs", "xs" },
    { "tlbi", "vale3nxs", 6, 9, 7, 5, 0, "xs", "xs" },
    { "tlbi", "vale3os", 6, 8, 1, 5, 0, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vale3osnxs", 6, 9, 1, 5, 0, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vmalle1", 0, 8, 7, 0, 1, "", "" },
    { "tlbi", "vmalle1is", 0, 8, 3, 0, 2, "", "" },
    { "tlbi", "vmalle1isnxs", 0, 9, 3, 0, 2, "xs", "xs" },
    { "tlbi", "vmalle1nxs", 0, 9, 7, 0, 1, "xs", "xs" },
    { "tlbi", "vmalle1os", 0, 8, 1, 0, 2, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vmalle1osnxs", 0, 9, 1, 0, 2, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vmalls12e1", 4, 8, 7, 6, 1, "", "" },
    { "tlbi", "vmalls12e1is", 4, 8, 3, 6, 2, "", "" },
    { "tlbi", "vmalls12e1isnxs", 4, 9, 3, 6, 2, "xs", "xs" },
    { "tlbi", "vmalls12e1nxs", 4, 9, 7, 6, 1, "xs", "xs" },
    { "tlbi", "vmalls12e1os", 4, 8, 1, 6, 2, "tlb-rmi", "tlb-rmi" },
    { "tlbi", "vmalls12e1osnxs", 4, 9, 1, 6, 2, "tlb-rmi,xs", "tlb-rmi, xs" },
    { "tlbi", "vmallws2e1", 4, 8, 6, 2, 1, "tlbiw", "tlbiw" },
    { "tlbi", "vmallws2e1is", 4, 8, 2, 2, 2, "tlbiw", "tlbiw" },
    { "tlbi", "vmallws2e1isnxs", 4, 9, 2, 2, 2, "xs,tlbiw", "xs, tlbiw" },
    { "tlbi", "vmallws2e1nxs", 4, 9, 6, 2, 1, "xs,tlbiw", "xs, tlbiw" },
    { "tlbi", "vmallws2e1os", 4, 8, 5, 2, 2, "tlbiw", "tlbiw" },
    { "tlbi", "vmallws2e1osnxs", 4, 9, 5, 2, 2, "xs,tlbiw", "xs, tlbiw" },
};
MCA_FIXED_STRINGS_END

enum { SYSOP_COUNT = sizeof sysops / sizeof sysops[0] };

static bool has_all(const a64_features *f, const char *list)
{
    /* (LLVM's operation tables take its "all" feature for any they need) */
    return !f || !f->known || a64_feature_own(f, "all") || a64_feature_list_on(f, list);
}

static bool is_alias_mn(const char *mn)
{
    static const char *const names[] = {
        "tlbi", "dc", "ic", "at", "cfp", "dvp", "cpp", "cosp", "mlbi",
    };
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (!strcmp(mn, names[k]))
            return true;
    return false;
}

/* What LLVM's parser calls the instruction in "invalid operand for X
 * instruction". */
static const char *kind_name(const char *mn, char *buf, size_t size)
{
    if (!strcmp(mn, "cfp") || !strcmp(mn, "dvp") || !strcmp(mn, "cpp") || !strcmp(mn, "cosp"))
        return "prediction restriction";
    size_t i = 0;
    for (; mn[i] && i + 1 < size; i++)
        buf[i] = (char)toupper((unsigned char)mn[i]);
    buf[i] = 0;
    return buf;
}

/* LLVM's name of operation o in its messages: "TLBI VAE1nXS", "CFPRCTX". */
static void op_name(const sysop *o, char *buf, size_t size)
{
    if (!strcmp(o->mn, "cosp")) {
        snprintf(buf, size, "COSP");
        return;
    }
    bool rctx = !strcmp(o->name, "rctx");
    int n = snprintf(buf, size, "%s%s%s", o->mn, rctx ? "" : " ", o->name);
    for (int i = 0; i < n && (size_t)i < size; i++)
        buf[i] = (char)toupper((unsigned char)buf[i]);
    size_t len = strlen(buf);
    if (len > 3 && !strcmp(buf + len - 3, "NXS"))
        buf[len - 3] = 'n';
}

/* cN, 0 <= N <= 15, as a name operand: N, else -1. */
static int cr_value(const a64_operand *o)
{
    const char *s = o->kind == A64_OP_IMM && !o->hash && !o->mod ? o->imm.sym : NULL;
    if (!s || (s[0] != 'c' && s[0] != 'C') || !isdigit((unsigned char)s[1]) ||
        (s[2] && (!isdigit((unsigned char)s[2]) || s[3] || s[1] == '0')))
        return -1;
    int v = atoi(s + 1);
    return v <= 15 ? v : -1;
}

static int imm3(const a64_operand *o)
{
    return o->kind == A64_OP_IMM && !o->imm.sym && !o->mod && o->imm.val >= 0 &&
           o->imm.val <= 7 ? (int)o->imm.val : -1;
}

int a64_sysalias(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const a64_operand *v = ops->v;
    if (!strcmp(mn, "sys") && (ops->n == 4 || ops->n == 5)) {
        /* (without its register: xzr; the catalog's form writes one) */
        int op1 = imm3(&v[0]), crn = cr_value(&v[1]), crm = cr_value(&v[2]), op2 = imm3(&v[3]);
        int op = a64_opcode(c->fe, "SYSxt");
        if (op1 < 0 || crn < 0 || crm < 0 || op2 < 0 || op < 0 ||
            (ops->n == 5 && (!a64_is_gpr(&v[4], A64_R_X) || v[4].r.sp)))
            return 0; /* the catalog's forms report it */
        m->opcode = (unsigned)op;
        a64_put_imm(m, op1);
        a64_put_imm(m, crn);
        a64_put_imm(m, crm);
        a64_put_imm(m, op2);
        a64_put_reg(m, ops->n == 5 ? a64_gpr(c->fe, &v[4].r) : c->fe->reg[A64_R_X][31]);
        a64_sysalias_print(c, m);
        return 1;
    }
    if (!strcmp(mn, "sysl") && ops->n == 5) {
        /* sysl Xt, #op1, Cn, Cm, #op2 (the catalog's form reads Cn as a name) */
        int op1 = imm3(&v[1]), crn = cr_value(&v[2]), crm = cr_value(&v[3]), op2 = imm3(&v[4]);
        int op = a64_opcode(c->fe, "SYSLxt");
        if (op1 < 0 || crn < 0 || crm < 0 || op2 < 0 || op < 0 ||
            !a64_is_gpr(&v[0], A64_R_X) || v[0].r.sp)
            return 0;
        unsigned reg = a64_gpr(c->fe, &v[0].r);
        char buf[32];
        m->opcode = (unsigned)op;
        a64_put_reg(m, reg);
        a64_put_imm(m, op1);
        a64_put_imm(m, crn);
        a64_put_imm(m, crm);
        a64_put_imm(m, op2);
        mca_strbuf_printf(&m->text, "sysl\t%s, #%d, c%d, c%d, #%d",
                          a64_reg_text(c->fe, reg, buf, sizeof buf), op1, crn, crm, op2);
        return 1;
    }
    if (!strcmp(mn, "gcspopm") && ops->n == 0) {
        /* its register is optional: xzr */
        int op = a64_opcode(c->fe, "GCSPOPM");
        if (op < 0)
            return 0;
        m->opcode = (unsigned)op;
        a64_put_reg(m, c->fe->reg[A64_R_X][31]);
        a64_put_reg(m, c->fe->reg[A64_R_X][31]);
        mca_strbuf_puts(&m->text, "gcspopm");
        return 1;
    }
    if (!is_alias_mn(mn))
        return 0;
    char kb[8];
    const char *s = ops->n && v[0].kind == A64_OP_IMM && !v[0].hash && !v[0].mod
                    ? v[0].imm.sym : NULL;
    const sysop *o = NULL;
    for (size_t i = 0; s && i < SYSOP_COUNT && !o; i++)
        if (!strcmp(sysops[i].mn, mn) && !strcasecmp(sysops[i].name, s))
            o = &sysops[i];
    if (!o)
        return a64_error(c, ops->n ? v[0].start : c->end, 1, "invalid operand for %s instruction",
                         kind_name(mn, kb, sizeof kb));
    if (*o->message && !has_all(c->feat, o->features)) {
        char name[40];
        op_name(o, name, sizeof name);
        return a64_error(c, v[0].start, 1, "%s requires: %s", name, o->message);
    }
    if (o->reg == 0 && ops->n < 2)
        return a64_error(c, v[0].end, 1, "specified %s op requires a register", mn);
    bool optional = o->reg == 2 && c->feat && a64_feature_on(c->feat, "tlbid");
    if (o->reg != 0 && ops->n > 1 && !optional)
        return a64_error(c, v[1].end, 1, "specified %s op does not use a register", mn);
    if (ops->n > 2) {
        size_t p = v[1].end;
        while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
            p++;
        return a64_error(c, p, 1, "unexpected token in argument list");
    }
    unsigned reg = c->fe->reg[A64_R_X][31];
    if (ops->n == 2) {
        if (v[1].kind != A64_OP_REG)
            return a64_error(c, v[1].start, 1, "expected register operand");
        if (!a64_is_gpr(&v[1], A64_R_X) || v[1].r.sp)
            return a64_error(c, v[1].start, 1, "invalid operand for instruction");
        reg = a64_gpr(c->fe, &v[1].r);
    }
    int op = a64_opcode(c->fe, "SYSxt");
    if (op < 0)
        return 0;
    m->opcode = (unsigned)op;
    a64_put_imm(m, o->op1);
    a64_put_imm(m, o->crn);
    a64_put_imm(m, o->crm);
    a64_put_imm(m, o->op2);
    a64_put_reg(m, reg);
    a64_sysalias_print(c, m);
    return 1;
}

void a64_sysalias_print(const a64_cur *c, a64_match *m)
{
    if (m->nops != 5)
        return;
    int op1 = (int)m->ops[0].imm, crn = (int)m->ops[1].imm, crm = (int)m->ops[2].imm,
        op2 = (int)m->ops[3].imm;
    unsigned reg = m->ops[4].reg;
    bool xzr = reg == c->fe->reg[A64_R_X][31];
    const a64_features *pf = c->cpu_feat ? c->cpu_feat : c->feat;
    const sysop *o = NULL;
    for (size_t i = 0; i < SYSOP_COUNT && !o; i++)
        if (sysops[i].op1 == op1 && sysops[i].crn == crn && sysops[i].crm == crm &&
            sysops[i].op2 == op2)
            o = &sysops[i];
    char buf[32];
    mca_strbuf_free(&m->text);
    mca_strbuf_init(&m->text);
    bool optional = o && o->reg == 2 && pf && a64_feature_on(pf, "tlbid");
    if (o && has_all(pf, o->features) && (o->reg == 0 || xzr || optional)) {
        mca_strbuf_printf(&m->text, "%s\t%s", o->mn, o->name);
        if (o->reg == 0 || !xzr)
            mca_strbuf_printf(&m->text, ", %s", a64_reg_text(c->fe, reg, buf, sizeof buf));
        return;
    }
    mca_strbuf_printf(&m->text, "sys\t#%d, c%d, c%d, #%d", op1, crn, crm, op2);
    if (!xzr)
        mca_strbuf_printf(&m->text, ", %s", a64_reg_text(c->fe, reg, buf, sizeof buf));
}
