/* a64-internal: the pieces of the AArch64 front end (the row's operations
 * in aarch64-isa.c).
 *
 *   a64-lex.c      the cursor over one statement; expressions and labels
 *                  through the shared assembler layer (libcore/asm)
 *   a64-operand.c  operand parser: registers (with arrangements, lanes,
 *                  predicate qualifiers), immediates, memory references,
 *                  register lists, shifts and extends, names
 *   a64-base.c     the base A64 instructions whose operands LLVM encodes
 *                  (scaled offsets, shifts, extends, bitmask immediates) and
 *                  the aliases its printer chooses (mov, cmp, lsl, cset...)
 *   a64-mem.c      loads and stores: every addressing mode
 *   a64-sys.c      system instructions: barriers, hints, mrs/msr
 *   a64-sme.c      SME and SME2: the statements of their own (zero's tile
 *                  masks, smstart/smstop, while<cc> pn), their errors
 *   a64-sme-match.c  SME forms of the catalog: ZA tiles and slices,
 *                  multi-vector lists, zt0 (a64-sme.h: their shared state)
 *   a64-generic.c  the other instructions, matched against the catalog's
 *                  printed forms (FP, NEON, SVE, ...) and printed by them
 *   a64-parse.c    the driver: statements, labels, directives, errors
 * Internal to libcore. */
#ifndef A64_INTERNAL_H
#define A64_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "../asm/asm.h"
#include "../isa.h"
#include "mca/strbuf.h"

/* ---------------------------------------------------------------- values */

/* A constant or a symbolic expression (sym: its printed text, malloc'd). */
typedef struct {
    int64_t val;
    char *sym;
} a64_val;

void a64_val_free(a64_val *v);

/* ------------------------------------------------------------ registers */

/* Register kinds as written: x w b h s d q v z p pn, and the special ones */
enum {
    A64_R_NONE, A64_R_X, A64_R_W, A64_R_B, A64_R_H, A64_R_S, A64_R_D, A64_R_Q,
    A64_R_V, A64_R_Z, A64_R_P, A64_R_PN, A64_R_KINDS
};

/* The SME forms of the mnemonics met so far (a64-sme-forms.c). */
typedef struct a64_sme_store a64_sme_store;
a64_sme_store *a64_sme_store_new(void);
void a64_sme_store_free(a64_sme_store *s);

typedef struct a64_fe {
    const mca_catalog *cat;
    a64_sme_store *sme;
    /* catalog numbers: [kind][n]; n = 31 is xzr/wzr for x/w, sp/wsp in sp[] */
    unsigned reg[A64_R_KINDS][32];
    unsigned xsp, wsp;
    unsigned nzcv;
    int sysxt;      /* the catalog's SYSxt, -1 when none (its text is a64-sysalias.c's) */
} a64_fe;

/* Catalog register named name (exact spelling), 0 when none. */
unsigned a64_named_reg(const a64_fe *fe, const char *name);

/* ------------------------------------------------------------- features */

/* The subtarget features in effect; known is false for a CPU name the
 * tables lack (nothing is then refused). */
typedef struct {
    uint64_t w[8];
    /* as w but with "+all" only LLVM's "all" feature: the bits LLVM's
     * direct feature tests see (its printer's test for xs), where the
     * instruction predicates also take "all" */
    uint64_t own[8];
    bool known;
    int arch;        /* the .arch in effect (its index + 1), 0 none */
} a64_features;

/* The CPU's features, then -mattr's "+x"/"-x" (unknown names ignored). */
void a64_features_for(a64_features *f, const char *cpu, const char *mattr);
/* The directives that change f as LLVM's assembler does: .arch NAME
 * (its features replace f's), .cpu NAME (the CPU's), each then with
 * "+ext"/"+noext" (in_arch: of .arch, whose "crypto" depends on the
 * version); .arch_extension [no]ext.  False for a name LLVM does not take. */
bool a64_features_arch(a64_features *f, const char *name, size_t n);
bool a64_features_cpu(a64_features *f, const char *name, size_t n);
bool a64_features_ext(a64_features *f, const char *name, size_t n, bool on, bool in_arch);
/* Whether feature name is on in f (false for names LLVM lacks). */
bool a64_feature_on(const a64_features *f, const char *name);
/* Whether it is on in f's own bits (see a64_features.own). */
bool a64_feature_own(const a64_features *f, const char *name);
/* Whether every feature of a comma-separated list ("a,b"; "" none) is. */
bool a64_feature_list_on(const a64_features *f, const char *list);
/* The CPU's own features in LLVM's names ("a,b", implied ones included),
 * NULL for a name the tables lack (the row's cpu_features). */
const char *a64_cpu_features(const char *cpu);
/* The name LLVM's subtarget gives cpu when it is an alias (apple-m1:
 * apple-a14), else NULL. */
const char *a64_subtarget_cpu(const char *cpu);
/* True when f lacks what opcode needs; msg receives llvm-mca's message
 * ("instruction requires: sve or sme"). */
bool a64_features_missing(const a64_features *f, unsigned opcode, mca_strbuf *msg);
/* Whether the feature table has a row for opcode (none: it needs nothing,
 * or the matcher checks its features itself). */
bool a64_features_listed(unsigned opcode);

/* ------------------------------------------------------ register aliases */

/* The names .req gave registers in this input (lower case, as LLVM keys
 * them), each with its register: a scalar one (x, w, b, h, s, d, q), a
 * NEON v, an SVE z or p register (the kind LLVM checks at each use). */
typedef struct {
    char *name;
    int kind;      /* A64_R_* */
    unsigned num;
    int sp;
} a64_req;

typedef struct {
    a64_req *v;
    size_t n, cap;
} a64_reqs;

void a64_reqs_free(a64_reqs *q);

/* ---------------------------------------------------------------- cursor */

typedef struct {
    const char *s;
    size_t pos, end;
    const a64_fe *fe;
    int err;
    size_t err_off, err_span;
    size_t mn_at;    /* where the mnemonic starts */
    int hex;         /* -print-imm-hex */
    char *err_msg;
    mca_asm_dlabels *labels; /* directional labels (1:, 1b, 1f) */
    a64_features *feat; /* what the CPU, -mattr and the directives enable */
    /* What the CPU and -mattr alone enable: LLVM's printer writes an alias
     * only when these have the alias's features (a .arch +sve file on a CPU
     * without SVE prints cntw x0 as cntw x0, all, mul #1). */
    const a64_features *cpu_feat;
    int noalias;     /* print the instruction's own form, no alias */
    /* a second error LLVM reports for the same statement (.inst 1,: the
     * expression's, then "expected expression"), or NULL */
    char *err2_msg;
    size_t err2_off;
    int err3_invalid; /* then "invalid operand" at err2_off too */
    int err_firm;    /* the handler's error is where LLVM's matcher stops: no
                      * recount of the forms' operands replaces it */
    /* a memory operand the statement ended in before its ']': LLVM's
     * parser reads '[' and ']' as operands of their own, so its matcher
     * finds too few operands where the rest matches a form */
    int mem_open;
    /* the registers whose type suffix LLVM's vector register parser
     * refused ("invalid vector kind qualifier", printed before the
     * statement's other errors; the operand is then read as a name and the
     * statement is not matched) */
    size_t kind_err[8];
    unsigned kind_errs;
    a64_reqs *reqs;  /* the .req aliases so far, NULL for none */
    struct a64_prfx *prfx; /* the movprfx the next instruction follows */
    const mca_source *src; /* for warnings (.req redefinitions) */
    mca_diags *diags;
    /* .tlsdesccall SYM: LLVM's assembler makes it an instruction (a pseudo
     * without a scheduling class); the symbol's span, tls_len 0 for none */
    size_t tls_at, tls_len;
    int apple;       /* print LLVM's Apple variant (a64-apple.c) */
    int format;      /* the triple's object format (mca_asm_format) */
    int macho;       /* a Mach-O triple: Darwin's @PAGEOFF specifiers */
    int elf;         /* an ELF triple (neither Mach-O nor COFF): ELF's @ specifiers */
    /* the statement's text rewritten (a64-atspec.c), s points into it;
     * NULL when s is the scan's; a64_parse frees it */
    char *own;
    size_t own_moved_at, own_moved; /* text from own_moved_at on is own_moved later */
    /* the positions in LLVM's operand list (the mnemonic 0, a NEON
     * arrangement and a predicate's '/' and 'm' count on their own) where
     * its parser of FP immediates runs (bit n: position n), 0 for none */
    unsigned fp_slots;
} a64_cur;

/* "vector register expected" for a list element at at, with the errors
 * LLVM's operand parser adds after it (a64-operand.c); -1. */
int a64_not_vector(a64_cur *c, size_t at);

/* The error of an unknown mnemonic mn (len bytes, lower case) at at, with
 * LLVM's "did you mean" (a64-spell.c); -1. */
int a64_mnemonic_error(a64_cur *c, size_t at, const char *mn, size_t len);

/* "NAME .req REG" (the cursor after NAME, at name_at, n long): 1 when the
 * statement is one (0 done, else -1 with the error in c, or out of memory
 * without one, in *r), 0 when it is not. */
int a64_req_statement(a64_cur *c, size_t name_at, size_t n, int *r);
/* .unreq NAME: forgets the alias (nothing when there is none). */
void a64_req_forget(a64_cur *c, const char *name, size_t n);

int a64_peek(a64_cur *c);
/* Where LLVM's next token after offset at lies: blanks skipped in the
 * input as written, so a comment's start counts (the clean text has
 * comments blanked). */
size_t a64_next_token(const a64_cur *c, size_t at);
/* Where the range of the "too few operands" LLVM gives for a missing
 * extend (add x0, x1, w2) ends: its next token after the statement (a line
 * comment's or a separator's start); before a block comment, the
 * statement's end (its range is then widened as the other too-few ranges
 * are, a64-parse.c). */
size_t a64_too_few_end(const a64_cur *c);
int a64_accept(a64_cur *c, int ch);
void a64_skip_ws(a64_cur *c);
size_t a64_ident_len(const a64_cur *c, size_t at);
int a64_error(a64_cur *c, size_t off, size_t span, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
int a64_parse_expr(a64_cur *c, a64_val *v);

typedef mca_asm_dlabels a64_labels;

/* -------------------------------------------------------------- operands */

typedef enum {
    A64_OP_REG, A64_OP_IMM, A64_OP_FPIMM, A64_OP_MEM, A64_OP_LIST, A64_OP_SHIFT,
    A64_OP_NAME,
    A64_OP_MUL      /* SVE's "mul #imm" (imm: the constant) */
} a64_op_kind;

/* shift and extend operators */
enum {
    A64_SH_LSL, A64_SH_LSR, A64_SH_ASR, A64_SH_ROR, A64_SH_MSL,
    A64_EX_UXTB, A64_EX_UXTH, A64_EX_UXTW, A64_EX_UXTX,
    A64_EX_SXTB, A64_EX_SXTH, A64_EX_SXTW, A64_EX_SXTX, A64_SH_NONE
};

typedef struct {
    int kind;          /* A64_R_* */
    unsigned num;      /* 0..31 */
    int sp;            /* sp or wsp (num 31) */
    char arr[6];       /* arrangement or element after '.', lower case, "" none */
    int lane;          /* [n], -1 when none */
    char pq;           /* 'm' or 'z' after '/', 0 when none */
} a64_reg;

/* The register an alias names (any case): 1 with *r set, else 0. */
int a64_req_find(const a64_cur *c, const char *name, size_t n, a64_reg *r);
/* s with each word that is an alias (and no register name) replaced by its
 * register's name (a malloc'd copy), NULL when none is (*oom set when out
 * of memory). */
char *a64_req_expand(const a64_cur *c, const char *s, int *oom);
/* The register the word s[0..n) names (x0, v3, z31, p15, sp, fp, ...):
 * 1 with *r set, else 0. */
int a64_reg_word(const char *s, size_t n, a64_reg *r);

typedef struct {
    a64_op_kind kind;
    size_t start, end;
    a64_reg r;                 /* REG; LIST: the first register */
    unsigned count;            /* LIST: number of registers */
    int hash;                  /* IMM/FPIMM written with '#' */
    a64_val imm;               /* IMM (also NAME: sym is the name) */
    char *mod;                 /* IMM: ":lo12:" style modifier name, or NULL */
    double fp;                 /* FPIMM */
    /* MEM */
    a64_reg base, index;
    int has_index, has_off, wb;
    a64_val off;
    char *off_mod;
    int mulvl;
    size_t off_start;          /* MEM: where the offset or the extend starts */
    size_t index_start;        /* MEM: where the index register starts */
    /* SHIFT, and MEM's extend */
    int shift, has_amount;
    int64_t amount;
    /* the symbol log's entries its parse noted (asm-symtab.h) */
    size_t noted_from, noted_to;
} a64_operand;

typedef struct {
    a64_operand v[8];
    unsigned n;
} a64_operands;

/* Whether LLVM 22's AArch64 parser knows the relocation specifier name
 * (":name:", lower case). */
bool a64_known_specifier(const char *name);
void a64_operands_free(a64_operands *ops);
int a64_parse_operands(a64_cur *c, a64_operands *ops);
/* Mach-O's symbol log: the operands of mn that LLVM's parser reads as
 * names (condition codes, system registers, barrier, prefetch, system
 * operation and SVE pattern names) made no symbol (a64-names.c). */
void a64_unnote_names(const char *mn, const a64_operands *ops);
/* "mul #expr" at the cursor: -1 with LLVM's errors when expr is no
 * constant, else 0 (the cursor unmoved). */
int a64_mul_constant(a64_cur *c);
/* An SVE operand's own diagnostic when SVE or SME is on, else LLVM's
 * "invalid operand for instruction" (its matcher then reports no
 * operand class of a form it cannot use). */
const char *a64_sve_msg(const a64_cur *c, const char *msg);
/* The fp_slots of mnemonic mn (lower case, no Apple suffix). */
unsigned a64_fp_slots(const char *mn);
/* How many entries of LLVM's operand list operand o makes. */
unsigned a64_llvm_entries(const a64_operand *o);
/* An operand where LLVM's FP-immediate parser runs: 1 read (an FPIMM), 0
 * not a number without '#' (the cursor unmoved), -1 with its error. */
int a64_fp_slot_operand(a64_cur *c, a64_operand *o);

/* ------------------------------------------------------------- matching */

/* What a movprfx leaves for the next matched instruction (a64-movprfx.c). */
typedef struct a64_prfx {
    int active, predicated, elsize;
    unsigned dst, pg;
} a64_prfx;

/* A matched instruction: opcode, MCInst operands, printed text. */
typedef struct {
    unsigned opcode;
    mca_operand ops[12];
    unsigned nops;
    mca_strbuf text;
    int hex;          /* -print-imm-hex */
    const char *fail; /* a message for the caller when no match */
    size_t fail_at;
    int too_few;      /* no match: every form of the first operand's kind wants more */
    int prefix_miss;     /* no form takes the operands given so far (not too few) */
} a64_match;

/* The movprfx rules for the matched instruction m (its operands from
 * ops_at): 0, or -1 with LLVM's error in c; then m becomes what the next
 * instruction follows. */
int a64_movprfx_check(a64_cur *c, const a64_match *m, size_t ops_at);

/* The number of opcode name, or -1 when the catalog has none. */
int a64_opcode(const a64_fe *fe, const char *name);
void a64_put_reg(a64_match *m, unsigned reg);
void a64_put_imm(a64_match *m, int64_t v);
void a64_put_expr(a64_match *m);

/* Register printing helpers. */
const char *a64_reg_text(const a64_fe *fe, unsigned reg, char *buf, size_t size);
void a64_print_reg(a64_match *m, unsigned reg);

/* Handlers: 1 matched (m filled), 0 not theirs, -1 error (in c). */
typedef int a64_handler(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m);
/* Try handlers in order, m emptied before each: the first that matches or
 * fails decides (an error left in c counts as -1); 0 when none is theirs. */
int a64_try_handlers(a64_handler *const *hs, size_t n, a64_cur *c, const char *mn,
                     a64_operands *ops, a64_match *m);
/* The decimal operand slot number a catalog form writes at f ("@12"
 * after its '@'), its length in *len (a64-util.c). */
unsigned a64_slot_num(const char *f, size_t *len);
int a64_base(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m);
int a64_mem(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m);
int a64_sys(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m);
/* The SYS aliases tlbi, dc, ic, at, cfp, dvp, cpp, cosp, mlbi
 * (a64-sysalias.c): a handler like a64_sys; and m's text rewritten as
 * LLVM's printer writes a SYSxt (its alias when the CPU has the
 * operation's features). */
int a64_sysalias(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m);
void a64_sysalias_print(const a64_cur *c, a64_match *m);
/* sysp and tlbip (a64-sysp.c), a handler like a64_sys. */
int a64_sysp(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m);
/* A system register operand (a64-sysreg.c): the encodings mrs reads and msr
 * writes by the name s with the features f (-1: not allowed); the printed
 * name of an encoding read (mrs) or written (msr) with the features f. */
void a64_sysreg_parse(const a64_features *f, const char *s, int *mrs, int *msr);
void a64_sysreg_text(const a64_features *f, int enc, bool read, mca_strbuf *b);
/* A directive (the cursor at its '.'): the ones that change the features
 * (.arch, .arch_extension, .cpu) are applied to c->feat; 0, or -1 with the
 * error in c.  Other directives change nothing llvm-mca analyses. */
int a64_directive(a64_cur *c);
/* "ldr Rt, =expr" (the statement's second operand starts with '='):
 * 1 matched, 0 not such a statement, -1 error (in c). */
int a64_literal_pool(a64_cur *c, const char *mn, a64_match *m);
/* ops: the statement's operands when the operand parser read them (for
 * the aliases of mov and mvn), or NULL. */
int a64_generic(a64_cur *c, const char *mn, size_t mlen, const a64_operands *ops,
                a64_match *m);

/* A pc-relative operand of a bits-wide offset (b.cond, cbz, tbz, ldr
 * literal): a label (an SVE or SME register name becomes one, as in LLVM),
 * or a multiple of 4 in range; 1, or -1 with LLVM's "expected label or
 * encodable integer pc offset" in c (a64-base.c). */
int a64_pcrel_operand(a64_cur *c, a64_operand *o, int bits);

/* Shared operand helpers (a64-base.c). */
unsigned a64_gpr(const a64_fe *fe, const a64_reg *r);   /* x/w with zr or sp */
int a64_cond(const char *s);                              /* -1 when none */
extern const char *const a64_cond_names[16];
void a64_print_imm(a64_match *m, int64_t v);             /* "#v" (hex with -print-imm-hex) */
void a64_imm_text(mca_strbuf *b, int64_t v, int hex);    /* "v", "0x..", "-0x.." */
void a64_print_val(a64_match *m, const a64_val *v, const char *mod);
int a64_is_gpr(const a64_operand *o, int kind);           /* plain x/w register */

/* Whether an expression operand (its printed text) evaluates to one
 * symbol plus a constant, LLVM's symbol reference (a64-symref.c); false
 * for one it takes as an expression for the fixup ("a+b", "a-b", "-a"). */
bool a64_symbol_ref(const char *text);

/* Bitmask immediates (a64-util.c): v of width 32 or 64 bits as LLVM's
 * N:immr:imms, -1 when no bitmask; and back. */
int64_t a64_logical_encode(uint64_t v, int width);
uint64_t a64_logical_decode(int64_t enc, int width);
/* FP immediates: the 8-bit encoding of d (fmov, fcpy), -1 when none; and back. */
int a64_fp8_encode(double d);
double a64_fp8_decode(int e);

/* SVE (a64-sve.c): the immediates LLVM encodes (cpy, dup, dupm, fcpy,
 * fdup, and/orr/eor bitmasks) and the move aliases of predicated
 * instructions; a handler like a64_base.  a64_sve_alias rewrites m->text
 * to the alias LLVM's printer writes for a matched opcode (sel as mov,
 * eor as not, ...). */
int a64_sve(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m);
void a64_sve_alias(a64_match *m, const a64_fe *fe, const char *opname);
/* SME (a64-sme.c): the statement's operand text from ops_at matched
 * against the SME forms of mnemonic mn (ZA tiles and slices, multi-vector
 * lists, zt0, tile masks, smstart/smstop): 1 matched (m filled), 0 not
 * SME, -1 error (in c). */
int a64_sme(a64_cur *c, const char *mn, size_t ops_at, a64_match *m);
/* The checks of a matched instruction LLVM makes after matching
 * (a64-check.c): 0, or -1 with llvm-mca's error in c. */
int a64_check(a64_cur *c, const char *mn, const a64_operands *ops, unsigned opcode);
/* The immediates of the NEON movi, mvni, orr and bic, which LLVM's
 * operand classes bound before its matcher looks at a shift: 0, or -1
 * with llvm-mca's error in c (a64-check.c, run before the handlers). */
int a64_vimm_check(a64_cur *c, const char *mn, const a64_operands *ops);
/* A z register without its element size where mnemonic mn's forms want
 * one (all but ldr, str, movprfx): 0, or -1 with LLVM's parse errors in c
 * (a64-check.c, run before the handlers). */
int a64_bare_z_check(a64_cur *c, const char *mn, const a64_operands *ops);
/* An immediate LLVM reads with an optional shift (add, sub, cmp, mov, SVE's
 * add/dup/cpy...) followed by another operand: "lsl #N" or LLVM's "only
 * 'lsl #+N' valid after immediate" (replacing the operand parser's error
 * in c): 0, or -1. */
int a64_shifted_imm_check(a64_cur *c, const char *mn, const a64_operands *ops);
/* Match mnemonic mn with operand text text[0..len) against the catalog's
 * forms (a64-generic.c); as a64_generic without its aliases. */
int a64_generic_text(a64_cur *c, const char *mn, const char *text, size_t len, a64_match *m);

/* LLVM's Apple NEON syntax (a64-apple.c).  (The Apple printer is the
 * default of Mach-O triples: mca_triple_macho.)  m's text rewritten as
 * that printer writes it; whether mn (lower case) is an Apple mnemonic
 * ("add.4s", "fdot"); the next statement in generic syntax for Apple
 * mnemonic mn with operand text ops[0..len), from row *next on (1 with
 * out filled, 0 when no row is left, -1 out of memory). */
void a64_apple_print(const a64_fe *fe, a64_match *m);
bool a64_apple_mnemonic(const char *mn);
/* Apple operands ops[0..len) of ld/st mnemonic mn whose list of bare v
 * registers has a stride other than 1, with that list made consecutive as
 * LLVM reads it (malloc'd), else NULL (*oom when out of memory). */
char *a64_apple_consecutive(const char *mn, const char *ops, size_t len, bool *oom);
int a64_apple_candidate(const a64_fe *fe, const char *mn, const char *ops, size_t len,
                        size_t *next, mca_strbuf *out);
/* Whether Apple mnemonic mn has a row for opcode (or its _idx0 form's
 * base): a candidate's text may match another opcode through a generic
 * alias (mov v0.h[1], w0 made from DUPi16's row of "mov" is an ins), which
 * LLVM's Apple forms do not take. */
bool a64_apple_opcode_of(const a64_fe *fe, const char *mn, unsigned opcode);

/* Where LLVM reports a governing predicate whose qualifier (/z, /m or
 * none) no form of mnemonic mn takes (a64-pqmiss.c); (size_t)-1 when a
 * form takes it or the statement has no predicate operand. */
size_t a64_pq_miss(const a64_cur *c, const char *mn, size_t mlen, const a64_operands *ops,
                   bool *fp_literal);

/* Where LLVM reports the scalar index register of an SVE load, store or
 * prefetch no form of mnemonic mn matched (a64-sveidx.c), with its
 * operand class's message in *msg (static); (size_t)-1 when the mnemonic
 * has no scalar-index form or the statement no such index.  Only for a
 * statement no form takes whose forms failed (fail_at: where, or
 * (size_t)-1) at its memory operand or later. */
size_t a64_sve_index_miss(const a64_cur *c, const char *mn, size_t mlen,
                          const a64_operands *ops, size_t fail_at, const char **msg);

/* The SVE element counts ({sq,uq}{inc,dec}{b,h,w,d}, a64-satcount.c):
 * whether mn is one; LLVM's error for a statement (operands from ops_at)
 * no form takes operand by operand: -1 with it in c, 0 when a form takes
 * the operands (or no forms are known). */
bool a64_is_satcount(const char *mn);
int a64_satcount_error(a64_cur *c, const char *mn, size_t ops_at);

/* LLVM's errors for '@' in the operands (from ops_at) of mnemonic mn on ELF
 * triples (a64-atspec.c): 0, or -1 with the first in c. */
int a64_at_specifiers(a64_cur *c, const char *mn, size_t ops_at);
/* The same on Mach-O triples: Darwin's eight specifiers (any case), adr
 * takes none, adrp only @PAGE, @GOTPAGE and @TLVPPAGE. */
int a64_macho_specifiers(a64_cur *c, const char *mn, size_t ops_at);

/* Darwin's ".loh" (the cursor's statement; its operands from at), checked
 * as LLVM does on Mach-O triples (a64-loh.c): 0, or -1 with the error. */
int a64_loh(a64_cur *c, size_t at);

/* The front end (a64-parse.c). */
a64_fe *a64_new(const mca_catalog *cat, mca_diags *diags);
void a64_free(a64_fe *fe);
int a64_parse(const a64_fe *fe, const mca_source *src, const mca_scan *scan,
              const mca_parse_options *opts, mca_inst **out, size_t *count, mca_diags *diags);

/* AArch64's COFF and Darwin relocation specifiers (aarch64-isa.c). */
extern const mca_at_specifiers mca_a64_coff_at_specifiers;
extern const mca_at_specifiers mca_a64_macho_at_specifiers;

#endif
