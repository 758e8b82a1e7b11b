/* a64-names: the operands LLVM 22's AArch64 parser reads as names rather
 * than expressions, so that they make no symbol in its table (Mach-O's
 * check of undefined temporaries, libcore/asm/asm-symtab.h).  Our operand
 * reader gives every bare word to the expression parser first; the
 * matchers decide later what it names.  LLVM decides by the mnemonic: the
 * last operand of the conditional instructions is a condition code
 * (parseCondCode), and the operand parsers of system registers, barriers,
 * prefetch operations, hints, system operations, SVE patterns and PSTATE
 * fields take a word before any expression is tried. */
#include <config.h>

#include <string.h>
#include <strings.h>

#include "a64-internal.h"
#include "../asm/asm-symtab.h"

static int in(const char *mn, const char *const *names)
{
    for (; *names; names++)
        if (!strcmp(mn, *names))
            return 1;
    return 0;
}

/* A bare word: an expression that is one symbol, without '#' or a
 * modifier. */
static int word(const a64_operand *o)
{
    return o->kind == A64_OP_IMM && !o->hash && !o->mod && o->imm.sym;
}

static const char *const conditional[] = {
    "csel", "csinc", "csinv", "csneg", "cset", "csetm", "cinc", "cinv", "cneg",
    "ccmp", "ccmn", "fcsel", "fccmp", "fccmpe", NULL,
};
/* the first operand is a name of its kind */
static const char *const first_named[] = {
    "msr", "dmb", "dsb", "isb", "tsb", "psb", "bti", "prfm", "prfum", "prfb", "prfh",
    "prfw", "prfd", "dc", "ic", "tlbi", "at", "cfp", "dvp", "cpp", "cosp", "brb",
    "tlbip", "mlbi", "smstart", "smstop", "gcspushx", "gcspopx", NULL,
};
static const char *const sve_patterned[] = {
    "ptrue", "ptrues", "cntb", "cnth", "cntw", "cntd", "incb", "inch", "incw", "incd",
    "decb", "dech", "decw", "decd", "sqincb", "sqinch", "sqincw", "sqincd", "sqdecb",
    "sqdech", "sqdecw", "sqdecd", "uqincb", "uqinch", "uqincw", "uqincd", "uqdecb",
    "uqdech", "uqdecw", "uqdecd", NULL,
};
static const char *const patterns[] = {
    "pow2", "vl1", "vl2", "vl3", "vl4", "vl5", "vl6", "vl7", "vl8", "vl16", "vl32",
    "vl64", "vl128", "vl256", "mul4", "mul3", "all", NULL,
};

static void drop(const a64_operand *o)
{
    mca_asm_symlog_drop(o->noted_from, o->noted_to);
}

void a64_unnote_names(const char *mn, const a64_operands *ops)
{
    if (!ops->n || !mca_asm_symlog_count())
        return;
    const a64_operand *last = &ops->v[ops->n - 1];
    if (in(mn, conditional) && word(last) && a64_cond(last->imm.sym) >= 0)
        drop(last);
    else if (!strcmp(mn, "mrs") && ops->n > 1 && word(&ops->v[1]))
        drop(&ops->v[1]);
    else if (in(mn, first_named) && word(&ops->v[0]))
        drop(&ops->v[0]);
    else if (in(mn, sve_patterned))
        for (unsigned k = 0; k < ops->n; k++)
            for (const char *const *p = patterns; word(&ops->v[k]) && *p; p++)
                if (!strcasecmp(ops->v[k].imm.sym, *p))
                    drop(&ops->v[k]);
}
