/* a64-sme.h: the state of matching one statement against the SME forms,
 * shared by a64-sme.c (the statements of their own: zero's tile masks,
 * smstart/smstop, while<cc> pn; the errors; the entry point) and
 * a64-sme-match.c (the catalog's forms: reading ZA tiles and slices,
 * multi-vector lists and zt0, printing by the form).  Internal to the
 * AArch64 front end. */
#ifndef A64_SME_H
#define A64_SME_H

#include "a64-internal.h"

#define SME_SLOTS 12

typedef struct {
    int set, is_reg;
    unsigned reg;
    int64_t imm;        /* as written */
    int scale;          /* the MCInst holds imm / scale ("#4, mul vl" of a
                         * two-vector list is 2); 0 or 1 none */
    unsigned nums[4];   /* list registers, in the order written */
    int listn;
    char lk;            /* list register letter: 'z' or 'p' */
} sme_slot;

typedef struct {
    const a64_fe *fe;
    a64_cur *outer;
    const char *s;      /* the operand text, NUL-terminated */
    size_t pos;
    const mca_opcode *op;
    sme_slot sl[SME_SLOTS];
    char hv;            /* 'h', 'v' or 0: the tile vectors the opcode takes */
    int range;          /* the length of its index ranges (1: no range) */
    /* why the current form failed: a message LLVM gives for that operand
     * (NULL: "invalid operand for instruction") at diag_at */
    char diag[256];
    size_t diag_at;
    int diag_mn, best_diag_mn; /* LLVM reports it at the mnemonic (slice ranges) */
    /* the form that got furthest: where it failed and its message */
    int tried, non_sme, ran_out, ran_out_ok;
    int feat_ok, best_feat_ok; /* the CPU has the (furthest) form's features */
    /* a parse error (LLVM's operand parser, before any matching): it wins */
    int hard;
    char hard_diag[256];
    size_t hard_at;
    size_t best_at;
    char best_diag[256];
    size_t best_diag_at;
} sme_state;

/* Skip blanks at the input. */
void a64_sme_ws(sme_state *st);
/* A register word at the input: kind 'x' 'w' 'z' 'p' or 'n' (pn) and its
 * number; sp (x31) with *sp.  1 read (the input moved past it), 0 none. */
int a64_sme_read_reg(sme_state *st, char *kind, unsigned *num, int *sp);
/* Match st->s against the SME forms of mnemonic mn: 1 matched (m filled
 * and printed), 0 none (st keeps how far the best form got, for the
 * error), -1 out of memory. */
int a64_sme_try(sme_state *st, const char *mn, a64_match *m);
/* Is this an opcode (with this printed form) whose operands only the SME
 * matcher reads? */
/* known: NULL, or per register class of the catalog what was found (0
 * not looked at yet, 1 not SME's, 2 SME's), filled as classes are met. */
int a64_sme_opcode(const a64_fe *fe, const mca_opcode *op, const char *text,
                   unsigned char *known);

/* The tile vectors an opcode takes ('h', 'v' or 0) and the length of its
 * index ranges (1: none), from its name. */
char a64_sme_tile_dir(const char *name);
int a64_sme_index_range(const char *name);

/* The SME forms of one mnemonic (a64-sme-forms.c): those the assembler
 * selects, then those it rejects, in catalog order, each with its opcode's
 * a64_sme_tile_dir and a64_sme_index_range; and how many of the
 * mnemonic's selected forms are not SME's. */
typedef struct {
    mca_form_ref ref;
    char hv;
    int range;
} a64_sme_form;
typedef struct {
    size_t n;
    unsigned non_sme;
    const a64_sme_form *forms;
} a64_sme_forms;
/* mn in lower case; NULL when memory runs out.  Any thread. */
const a64_sme_forms *a64_sme_forms_of(const a64_fe *fe, const char *mn);

#endif
