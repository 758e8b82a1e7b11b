/* x86-internal: the pieces of the x86 front end (see mca/x86.h).
 *
 *   x86-reg.c     registers by name
 *   x86-att.c     AT&T operand parser
 *   x86-intel.c   Intel operand parser
 *   x86-forms.c   catalog forms parsed into templates, indexed by mnemonic
 *   x86-match.c   statement + templates -> opcode and operands
 *   x86-mnem.c    mnemonic aliases and compare conditions before matching
 *   x86-post.c    the assembler's rewrites after matching
 *   x86-validate.c  the assembler's checks on a matched instruction
 *   x86-print.c   opcode + operands -> llvm-mca's text
 *   x86-mode.c    what changes outside 64-bit mode (i386, .code32, .code16)
 *   x86-parse.c   the driver: statements, directives, prefixes, errors
 *   x86-encoding.c  -show-encoding: object bytes back to the emitter's
 *   x86-isa.c     the x86 row of the target table
 * The statement cursor, expressions, directional labels and the statement
 * memo are the shared assembler layer's (libcore/asm).  Internal to
 * libcore. */
#ifndef MCA_X86_INTERNAL_H
#define MCA_X86_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#include "../arena.h"
#include "../asm/asm.h"
#include "../pubmap.h"
#include "../strmap.h"
#include "mca/strbuf.h"
#include "mca/x86.h"

/* Register named s[0..len) (any case, no '%'); 0 when none.  "st" is ST0,
 * and "st(N)" is handled by the callers. */
unsigned x86_reg_named(const mca_catalog *cat, const char *s, size_t len);
/* A .seh_* directive (name n long at c->pos) on the object format, *frame
 * set between .seh_proc and .seh_endproc: 0 read, -1 error (in c), 1 not
 * one to read here (the cursor unmoved). */
int x86_seh_directive(mca_asm_cur *c, size_t n, mca_asm_format format, int *frame);
/* A .cfi_* register operand (mca_syntax_rules.cfi_register). */
int x86_cfi_register(const char *s, size_t n);

/* -------------------------------------------------------------- operands */

typedef enum { X86_OP_REG, X86_OP_IMM, X86_OP_MEM, X86_OP_RC } x86_op_kind;

enum { X86_RC_RN, X86_RC_RD, X86_RC_RU, X86_RC_RZ, X86_RC_SAE };

typedef struct {
    x86_op_kind kind;
    size_t start, end;    /* source span */
    unsigned reg;         /* X86_OP_REG */
    mca_asm_val imm;          /* X86_OP_IMM value; X86_OP_MEM displacement */
    int dollar, star;     /* AT&T '$' and '*' */
    int offset_kw;        /* Intel "offset" */
    unsigned seg, base, index, scale;
    int scale_written;    /* Intel: the index has an explicit "*scale" */
    int has_disp;
    unsigned ptr_bits;    /* Intel "dword ptr": 32; 0 when unsized */
    unsigned bcast;       /* {1toN}: N */
    unsigned mask;        /* {%kN} */
    int zero;             /* {z} */
    int rc;               /* X86_OP_RC: X86_RC_* */
    int bracket;          /* Intel: written with [...] */
    int st_paren;         /* an x87 register written st(N) */
} x86_operand;

typedef struct {
    x86_operand *v;
    size_t n, cap;
} x86_operands;

void x86_operands_free(x86_operands *ops);
/* Append a zeroed operand; NULL when out of memory. */
x86_operand *x86_operands_push(x86_operands *ops);

/* Parse the comma-separated operand list up to c->end. 0 or -1 (error in c,
 * or *oom set). */
int x86_parse_att_operands(mca_asm_cur *c, x86_operands *ops, int *oom);
int x86_parse_intel_operands(mca_asm_cur *c, x86_operands *ops, int *oom);
/* Shared: {...} decorations after an operand ({%k1}, {z}, {1toN}). */
int x86_parse_decorations(mca_asm_cur *c, x86_operand *op);
/* {rn-sae} ... at the cursor (cursor on '{'); 1 when it is one. */
int x86_try_rc(mca_asm_cur *c, x86_operand *op);

/* ------------------------------------------------------------------ modes */

/* Registers of 64-bit mode only (64-bit GPRs, RIP, SPL..DIL, registers
 * numbered 8 and up). */
int x86_reg_only64(const mca_catalog *cat, unsigned r);
/* With c->mode not 64 and r a 64-bit-mode register written at [at, name_at
 * + len) (name_at: the name without '%'), record LLVM's error, set
 * c->mode_err and return -1; otherwise 0. */
int x86_check_reg_mode(mca_asm_cur *c, unsigned r, size_t at, size_t name_at, size_t len);

/* ------------------------------------------------------------- addresses */

/* LLVM's checks of a memory operand's base and index registers (widths
 * that go together, 16-bit addressing, RIP outside 64-bit mode): 0, or -1
 * with the error at at. */
int x86_check_address(mca_asm_cur *c, const x86_operand *op, size_t at);
/* Is r a 16-bit general-purpose register (16-bit addressing)? */
int x86_is_addr16(const mca_catalog *cat, unsigned r);

/* ----------------------------------------------------------------- forms */

typedef enum {
    X86_T_SLOT,   /* @n: register, immediate, memory or pc-relative */
    X86_T_LITREG, /* a fixed register (%eax, st) */
    X86_T_RC,     /* {rn-sae}: the rounding operand slot (or -1 for {sae}) */
    X86_T_STR,    /* string operand: seg:(base) or seg:[base] */
    X86_T_MOFFS   /* absolute memory offset: seg:offset (movabs) */
} x86_tkind;

typedef struct {
    /* (small types: a run parses thousands of templates, and their pages
     * are a good part of its cost) */
    unsigned char kind;       /* x86_tkind */
    unsigned char dollar, star;
    unsigned char zero;
    unsigned char mem;        /* X86_T_SLOT: slot starts a five-operand memory reference */
    /* for the matcher's quick rejection (x86_match_prepare): the operand
     * kinds (1 << x86_op_kind) that may match, and for a register slot its
     * class (else -2) */
    unsigned char kinds;
    short slot;               /* operand index, -1 none (slots are below 10000) */
    short mask_slot;          /* {@n} mask operand, -1 none */
    short seg_slot;           /* X86_T_STR: operand holding the segment, -1 */
    unsigned short ptr_bits;  /* Intel ptr size; 0 none */
    unsigned short bcast;
    short reg_rc;
    unsigned short litreg;    /* X86_T_LITREG; for X86_T_STR a fixed segment */
} x86_tmpl;

typedef struct {
    unsigned opcode;
    const mca_opcode *op; /* &opv */
    const mca_form *cf;   /* &cfv: the catalog form */
    /* The opcode (without its forms) and the form, held by value
     * (mca_catalog_opcode_brief): a run parses thousands of forms, and
     * making each one's mca_opcode cost more pages than the copies. */
    mca_opcode opv;
    mca_form cfv;
    const char *mnem;   /* lower case (shared by a bucket's forms) */
    char *pfx;          /* pseudo prefix such as "{evex}", or NULL */
    unsigned char has_pfx; /* it has one (set before pfx is made) */
    x86_tmpl *ops;
    unsigned nops;
    int pick;           /* effective pick (see mca_form) */
    int hidden;         /* immediate operand the text does not show, or -1 */
    int dfv;            /* APX default flags value operand ({dfv=...}), or -1 */
    int pair;           /* x86_pair_operand of op */
    /* (small types below: see x86_tmpl) */
    unsigned char cc_kind; /* 1: cmpunordps family, 2: vpcomge family, 3: vpcmp */
    unsigned char imm8;    /* immediate must fit a sign-extended 8 bits */
    unsigned char imm32s;  /* immediate must fit a sign-extended 32 bits */
    unsigned char u8imm;   /* an 8-bit immediate, -128..255 (LLVM's u8imm) */
    unsigned char bits;    /* operation width from the opcode name, 0 unknown */
    /* What the matcher asks of the opcode name and the templates, worked
     * out once per form (x86_match_prepare) rather than per trial. */
    unsigned short pfx_need; /* X86_PFX_NF/EVEX/VEX: a pseudo prefix the form
                                needs (read with the prefix, in parse_form) */
    unsigned char reject64;  /* for pick MCA_PICK_ERROR: see reject64 in x86-match.c */
    signed char not64;       /* an opcode of the modes other than 64-bit; -1 not worked out */
    unsigned char evex;      /* an EVEX-encoded opcode */
    unsigned char rev, rev_end; /* "_REV" in the name; at its end */
    unsigned char far;       /* FARCALL or FARJMP */
    unsigned char pushpop;   /* PUSH or POP */
    unsigned char pcrel;     /* pc-relative slots among the templates */
    unsigned char litreg;    /* a literal register among the templates */
    unsigned char callpcrel32; /* the opcode is CALLpcrel32 */
    unsigned char implicit;  /* every template is a string or literal register */
    unsigned char cc_dfv;    /* 1: a cmpunordps/vpcomge condition, | 2: a {dfv=} */
} x86_form;

/* A form of a bucket as the matcher first sees it: what decides most
 * trials (the form's mode rejection, operand count, prefixes and first
 * operand), the form itself parsed again and kept only once a statement
 * gets past these (x86_stub_form).  Most forms of a mnemonic never do, and
 * a run's memory (its pages: the dearest part of a short run) goes to the
 * forms it keeps. */
typedef struct {
    _Atomic(x86_form *) full; /* NULL until made (x86_stub_form) */
    mca_form_ref ref;
    x86_tmpl t0;             /* the first template (when nops > 0) */
    int pick;                /* x86_form's */
    int pair;
    unsigned nops;
    unsigned short pfx_need;
    unsigned char has_pfx, reject64, callpcrel32, implicit, cc_dfv;
} x86_stub;

/* Whether a new bucket keeps the form of stub s whole at once (rather
 * than parsing it again if ever needed): the statement that asks for the
 * bucket needs it (ctx: the caller's). */
typedef int (*x86_stub_keep)(const x86_stub *s, const void *ctx);

/* The parsed forms of one mnemonic in one variant, in opcode order. */
typedef struct {
    x86_stub *stubs;
    size_t count;
    const char *mnem;        /* the forms' mnemonic, once one is made */
} x86_bucket;

/* The pick of form f in a mode (see mca_form): in 64-bit mode the
 * catalog's; outside it, X86_PICK_NEED64 for opcodes of 64-bit mode only,
 * MCA_PICK_SELF for the opcodes the mode prefers or allows (not64: the
 * form needs a mode other than 64-bit), and the catalog's pick otherwise. */
#define X86_PICK_NEED64 (-100)
int x86_mode_pick(const mca_catalog *cat, const x86_form *f, int mode, int not64);
/* Opcode name of 64-bit mode only; one preferred outside it. */
int x86_only64(const char *name);
int x86_prefer_outside64(const char *name, int mode);

typedef struct x86_form_store x86_form_store;
typedef struct x86_memo x86_memo;

struct mca_x86 {
    const mca_catalog *cat; /* forms are found per mnemonic in the catalog */
    int rc_gr64, rc_gr32;   /* the classes GR64 and GR32, -1 when missing */
    int rc_vr128x, rc_vr256x, rc_vr512; /* xmm, ymm and zmm 0-31, -1 when missing */
    int rc_segment;         /* SEGMENT_REG, -1 when missing */
    /* registers the matcher names (0 when the catalog has none) */
    unsigned reg_rip, reg_eip, reg_rsp, reg_esp, reg_riz, reg_eiz;
    /* register classes as bit sets (class i: words [i * class_words, ...)),
     * so that a class test is one load; and the mask-pair classes */
    uint64_t *class_bits;
    unsigned class_count, class_words;
    unsigned char *pair_class;   /* per class: a mask-register pair class */
    unsigned char *vector_class; /* per class: named VR... */
    /* the parts that change, as parses learn (see x86_form_store, x86_memo) */
    x86_form_store *forms;
    x86_memo *memo;
};

/* Is reg in class rc (-1: any register)? */
static inline int x86_in_class(const mca_x86 *fe, int rc, unsigned reg)
{
    if (rc < 0)
        return 1;
    if ((unsigned)rc >= fe->class_count || reg / 64 >= fe->class_words)
        return 0;
    return (fe->class_bits[(size_t)rc * fe->class_words + reg / 64] >> (reg % 64)) & 1;
}

/* The index of the first register class named name, or -1. */
int x86_regclass_index(const mca_catalog *cat, const char *name);
/* Fill the matcher's precomputed fields of a parsed form, beyond those
 * x86_match_prepare_stub filled (parse_form calls it on every form). */
void x86_match_prepare(const mca_x86 *fe, x86_form *f);
/* Only those an x86_stub keeps (implicit, reject64, cc_dfv,
 * callpcrel32, the first template's): most forms of a bucket never get
 * past their stub, and x86_match_prepare adds the rest. */
void x86_match_prepare_stub(const mca_x86 *fe, x86_form *f);

/* The parsed buckets of a front end, shared by every parse and every
 * thread (x86-forms.c): a bucket is made on first use and never changes
 * once published, except that each stub's form is made when a statement
 * first needs it (published with an atomic store, read with an atomic
 * load).  A parse of a data set's blocks would otherwise parse the forms
 * of its mnemonics again for every block.  Lookups take no lock; the lock
 * is held to make a bucket (parsing one mnemonic's forms the first time
 * one is asked for) or a stub's form.  Its size is bounded by the
 * catalog: mnemonics without forms are not kept. */
struct x86_form_store {
    pthread_mutex_t mu;
    mca_pubmap map[2];    /* per variant: mnemonic -> bucket */
    mca_arena arena;      /* the buckets, their forms, texts and templates */
    x86_bucket empty;     /* the bucket of a mnemonic without forms */
};

/* 0, or -1 when the lock cannot be made. */
int x86_form_store_init(x86_form_store *fs);
void x86_form_store_free(x86_form_store *fs);

/* The matcher's arrays, kept from one statement to the next of a parse. */
typedef struct {
    void *cands;          /* x86-match.c's candidates */
    size_t cands_cap;
    mca_operand *sops;
    const char **sexprs;
    size_t scap;
} x86_form_cache;

void x86_form_cache_init(x86_form_cache *fc);
void x86_form_cache_free(x86_form_cache *fc);
/* The bucket of m in variant, parsed on first use (keep: see
 * x86_stub_keep); NULL out of memory. */
x86_bucket *x86_forms_get(const mca_x86 *fe, int variant, const char *m, size_t len,
                          x86_stub_keep keep, const void *ctx);

/* Statements already assembled (x86-memo.c), by the memo key of the shared
 * assembler layer (mca_asm_memo_key: the text after labels, the syntax and
 * the mode): what the statement assembled to, kept in the front end for
 * every later parse and thread, so that a data set's blocks, which repeat
 * instructions across blocks, match each only once.  The conditions of
 * the per-parse memo hold (an instruction without symbols, assembled alone
 * and without a warning, depends on nothing else); the printed text
 * depends on the print settings too and is kept with them.  An entry never
 * changes once published, except that its text is set once (atomically).
 * At most X86_MEMO_MAX statements are kept, so that memory stays bounded
 * however large the data set; later ones are matched every time. */
enum { X86_MEMO_MAX = 1 << 16 };

typedef struct x86_memo_print x86_memo_print;

typedef struct x86_memo_entry {
    unsigned opcode, flags, op_count, nex;
    mca_operand *ops;
    char *pfx;                       /* printed prefix, or NULL */
    _Atomic(x86_memo_print *) text;  /* its text, once printed */
    struct x86_memo_entry *older;    /* the memo's list of its entries */
} x86_memo_entry;

struct x86_memo {
    pthread_mutex_t mu;   /* the writers' (lookups take no lock) */
    mca_pubmap map;       /* key -> entry */
    x86_memo_entry *last; /* the entries, newest first (older) */
    size_t n;
    mca_arena arena;      /* the entries, their keys, operands, prefixes and texts */
};

/* 0, or -1 when the lock cannot be made. */
int x86_memo_init(x86_memo *m);
void x86_memo_free(x86_memo *m);
/* The entry of key, or NULL. */
x86_memo_entry *x86_memo_get(x86_memo *m, const char *key, size_t klen);
/* Keep key -> in (with nex expression slots, none symbolic, and printed
 * prefix pfx); the entry of key, or NULL when the memo is full or memory
 * runs out (the memo is optional). */
x86_memo_entry *x86_memo_put(x86_memo *m, const char *key, size_t klen, const mca_inst *in,
                             unsigned nex, const char *pfx);
/* The text e was printed as with print settings how, or NULL. */
const char *x86_memo_text(const x86_memo_entry *e, unsigned how);
/* Keep text as e's printed with settings how (unless it has a text), in
 * m's arena. */
void x86_memo_set_text(x86_memo *m, x86_memo_entry *e, unsigned how, const char *text);

/* Parse the forms of mnemonic m[0..len) (any case) of variant into b's
 * stubs, allocated in a, keeping whole the forms keep (when not NULL)
 * asks for; 0 (b->count 0 when there is none) or -1 when out of memory. */
int x86_forms_lookup(const mca_x86 *fe, mca_arena *a, int variant, const char *m, size_t len,
                     x86_bucket *b, x86_stub_keep keep, const void *ctx);
/* The form of stub s of bucket b (from x86_forms_get), made in the
 * store on first use; NULL when memory runs out. */
const x86_form *x86_stub_form(const mca_x86 *fe, x86_bucket *b, x86_stub *s);
/* Does mnemonic m have forms in variant? */
int x86_forms_exist(const mca_x86 *fe, int variant, const char *m, size_t len);
/* Does op take an 8-bit immediate of LLVM's u8imm class (shift counts, bit
 * offsets, ports, interrupt numbers, and every immediate of an instruction
 * with vector or mask registers: shuffles, blends, compares, ...)?  The
 * parser takes -128..255 there, the printer shows the low 8 bits. */
int x86_is_u8imm(const mca_catalog *cat, const mca_opcode *op);

/* --------------------------------------------------------------- matcher */

enum {
    X86_PFX_LOCK = 1, X86_PFX_REP = 2, X86_PFX_REPNE = 4, X86_PFX_DATA16 = 8,
    X86_PFX_ADDR32 = 16, X86_PFX_NOTRACK = 32, X86_PFX_VEX = 64,
    X86_PFX_VEX3 = 128, X86_PFX_EVEX = 256, X86_PFX_NF = 512,
    X86_PFX_SWAP = 1024 /* mnemonic suffix ".s" */
};

typedef struct {
    char *mnem;           /* lower case */
    size_t mnem_off, mnem_len;
    size_t start;         /* first byte of the statement */
    size_t id_off;        /* first prefix or the mnemonic (after labels) */
    unsigned prefixes;    /* X86_PFX_* */
    int has_cc;           /* a condition code from the mnemonic (cmpltps) */
    int intel;            /* Intel syntax */
    int mode;             /* 64, 32 or 16 */
    int has_dfv;          /* {dfv=of,sf,zf,cf} before the operands */
    int64_t dfv;
    int64_t cc;
    char *pfx_text;       /* printed prefix ("lock\t\t"), may be NULL */
    char pseudo_text[48]; /* printed pseudo prefixes ("{vex}\t") */
    x86_operands ops;
} x86_stmt;

/* The result of matching: opcode, operands, and the expression texts. */
typedef struct {
    int form_pfx;         /* the form prints its own pseudo prefix */
    unsigned opcode;
    mca_operand *ops;
    char **exprs;         /* per operand, NULL unless symbolic */
    unsigned nops;
    unsigned nexprs;      /* length of exprs */
} x86_result;

void x86_match_free(x86_result *m);
/* Match st against the forms of syntax variant; 0 on success, -1 with the
 * error in c (c->err_msg NULL and *oom set when out of memory). */
int x86_match(const mca_x86 *fe, x86_form_cache *fc, int variant, const x86_stmt *st,
              x86_result *m, mca_asm_cur *c, int *oom);

/* Mnemonic rewriting (x86-mnem.c): aliases in place (the buffer has 8
 * spare bytes); compare conditions into st->has_cc/cc or an inserted
 * immediate.  -1 when out of memory. */
void x86_canon_mnemonic(char *m, int intel);
int x86_cc_rewrite(const mca_x86 *fe, int variant, x86_stmt *st);

/* After matching (x86-post.c): LLVM's rewrites of the MCInst, and the
 * high-byte register that cannot be encoded with a REX prefix (NULL). */
void x86_post_match(const mca_catalog *cat, const x86_stmt *st, int mode, x86_result *m);
const char *x86_high_byte_conflict(const mca_catalog *cat, const x86_stmt *st);

/* Checks on a matched instruction: 0 fine, 1 a warning, -1 an error; the
 * message goes to msg. */
int x86_validate(const mca_catalog *cat, const x86_result *m, char *msg, size_t size);

/* --------------------------------------------------------------- printer */

/* The compare family of a form (0 none, 1 cmpunordps, 2 vpcomge, 3 vpcmp)
 * and the immediate operand holding its condition (*imm_op). */
int x86_form_cc_kind(const mca_catalog *cat, const mca_opcode *op,
                     const mca_form *cf, int *imm_op);

/* The operand of a mask-register-pair class (vp2intersect), or -1. */
int x86_pair_operand(const mca_catalog *cat, const mca_opcode *op);

/* The operand holding the {dfv=...} flags of a form, or -1. */
int x86_form_dfv_op(const mca_catalog *cat, const mca_opcode *op, const mca_form *cf);

/* Condition-code names of the compare families (cc_kind 1, 2, 3). */
const char *x86_cc_name(int cc_kind, int64_t v, int vex);

/* Print opcode/operands with the form of variant; malloc'd text.
 * triple64: the triple is 64-bit (CALLpcrel32 prints "callq" then).
 * scratch: a buffer to compose in, kept by the caller for the next one
 * (NULL: one of its own). */
char *x86_print(const mca_x86 *fe, unsigned opcode, const mca_operand *ops,
                unsigned nops, const char *const *exprs, int variant,
                int imm_hex, const char *pfx_text, int triple64, mca_strbuf *scratch);

/* x86's relocation specifiers (x86-isa.c): ELF's and Mach-O's, COFF's. */
extern const mca_at_specifiers mca_x86_at_specifiers;
extern const mca_at_specifiers mca_x86_coff_at_specifiers;

#endif
