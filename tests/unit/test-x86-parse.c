/* Unit tests of the x86 front end: operands, matching, printing, errors. */
#include <config.h>

#include <pthread.h>
#include <stdlib.h>

#include "capture.h"
#include "mca/catalog.h"
#include "mca/target.h"
#include "mca/x86.h"
#include "tap.h"

static char *path_in_srcdir(const char *rel)
{
    const char *top = getenv("top_srcdir");
    size_t n = strlen(top ? top : "..") + strlen(rel) + 2;
    char *p = malloc(n);
    snprintf(p, n, "%s/%s", top ? top : "..", rel);
    return p;
}

static mca_catalog *cat;
static mca_x86 *fe;

/* Parse text with front end f; return "OPCODE|text" lines joined by '\n',
 * or the rendered diagnostics prefixed "ERR:".  Caller frees. */
static char *run_fe(const mca_x86 *f_end, const char *text, int variant, int hex, int skip)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_source src;
    mca_scan scan;
    char *res = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&res, &len);
    if (mca_source_from_memory(&src, "t.s", text, strlen(text), &d) != 0) {
        fclose(f);
        return res;
    }
    mca_scan_source(&scan, &src, mca_syntax_rules_for("x86_64"), &d);
    int syntax = MCA_X86_ATT;
    mca_x86_options o = { variant, hex, skip, 64, MCA_ASM_ELF, 0 };
    mca_inst *insts;
    size_t n;
    int rc = mca_x86_parse(f_end, &src, &scan, 0, (size_t)-1, &syntax, &o, &insts, &n, &d);
    if (rc == 0) {
        for (size_t i = 0; i < n; i++) {
            const mca_opcode *op = mca_catalog_opcode(cat, insts[i].opcode);
            fprintf(f, "%s%s|%s", i ? "\n" : "", op ? op->name : "?", insts[i].text);
            mca_inst_free(&insts[i]);
        }
        free(insts);
    }
    if (d.count) {
        char *s = render_diags(&d);
        fprintf(f, "%sERR:%s", rc == 0 && n ? "\n" : "", s ? s : "");
        free(s);
    }
    fclose(f);
    mca_scan_free(&scan);
    mca_source_free(&src);
    mca_diags_free(&d);
    return res;
}

static char *run(const char *text, int variant, int hex, int skip)
{
    return run_fe(fe, text, variant, hex, skip);
}

static void check(const char *in, const char *want, const char *name)
{
    char *got = run(in, -1, 0, 0);
    tap_is_str(got, want, name);
    free(got);
}

static void check_opts(const char *in, int variant, int hex, int skip,
                       const char *want, const char *name)
{
    char *got = run(in, variant, hex, skip);
    tap_is_str(got, want, name);
    free(got);
}

static void test_att(void)
{
    check("addl %eax, %ebx", "ADD32rr|addl\t%eax, %ebx", "reg-reg add");
    check("add %eax, %ebx", "ADD32rr|addl\t%eax, %ebx", "suffix from the operands");
    check("addl $1, %eax", "ADD32ri8|addl\t$1, %eax", "short immediate");
    check("addl $1000, %eax", "ADD32i32|addl\t$1000, %eax", "accumulator form");
    check("addl $1000, %ebx", "ADD32ri|addl\t$1000, %ebx", "full immediate");
    check("addl $foo, %ebx", "ADD32ri8|addl\t$foo, %ebx", "symbolic immediate (relaxed later)");
    check("shl %eax", "SHL32r1|shll\t%eax", "shift by one alias");
    check("sall $1, %eax", "SHL32r1|shll\t%eax", "sal and immediate one");
    check("movq %rax, %xmm0", "MOV64toPQIrr|movq\t%rax, %xmm0", "movq to xmm");
    check("jne .L1", "JCC_1|jne\t.L1", "condition code");
    check("jnz .L1", "JCC_1|jne\t.L1", "condition code alias");
    check("cmovzl %eax, %ebx", "CMOV32rr|cmovel\t%eax, %ebx", "cmov alias");
    check("movl 4(%rax,%rbx,8), %ecx", "MOV32rm|movl\t4(%rax,%rbx,8), %ecx", "memory");
    check("movl .L1(%rip), %eax", "MOV32rm|movl\t.L1(%rip), %eax", "rip-relative");
    check("movq %fs:0x28, %rax", "MOV64rm|movq\t%fs:40, %rax", "segment override");
    check("leaq foo+16(%rip), %rdi", "LEA64r|leaq\tfoo+16(%rip), %rdi", "lea of symbol");
    check("jmp *%rax", "JMP64r|jmpq\t*%rax", "indirect jump");
    check("lock addl %eax, (%rbx)", "ADD32mr|lock\t\taddl\t%eax, (%rbx)", "lock prefix");
    check("vaddps (%rax){1to16}, %zmm1, %zmm2 {%k1} {z}",
          "VADDPSZrmbkz|vaddps\t(%rax){1to16}, %zmm1, %zmm2 {%k1} {z}", "broadcast and mask");
    check("vaddps {rn-sae}, %zmm0, %zmm1, %zmm2",
          "VADDPSZrrb|vaddps\t{rn-sae}, %zmm0, %zmm1, %zmm2", "embedded rounding");
    check("vmovaps %xmm8, %xmm0", "VMOVAPSrr_REV|vmovaps\t%xmm8, %xmm0", "VEX2 _REV move");
    check("vaddps %xmm8, %xmm1, %xmm0", "VADDPSrr|vaddps\t%xmm1, %xmm8, %xmm0", "VEX2 commute");
    check("foo: nop", "NOOP|nop", "label before an instruction");
    check(".text\n.p2align 4\nret", "RET64|retq", "directives ignored");
    check("movabs $0x123456789, %rax", "MOV64ri|movabsq\t$4886718345, %rax", "movabs");
    check("fadd %st(1), %st", "ADD_FST0r|fadd\t%st(1), %st", "x87 stack registers");
    check("jmp 1f\n1:\nnop\njmp 1b\njmp 2f\n2: ret\njne 2b\n3: jmp 3b",
          "JMP_1|jmp\t.Ltmp0\nNOOP|nop\nJMP_1|jmp\t1\nJMP_1|jmp\t.Ltmp1\nRET64|retq\n"
          "JCC_1|jne\t.Ltmp1\nJMP_1|jmp\t.Ltmp2",
          "directional labels (1b is binary 1)");
    check("movl $101b, %eax\nmovl $10h, %ebx", "MOV32ri|movl\t$5, %eax\nMOV32ri|movl\t$16, %ebx",
          "binary and hexadecimal suffixes");
    check("cmpltsd %xmm1, %xmm0", "CMPSDrri_Int|cmpltsd\t%xmm1, %xmm0", "compare condition in the mnemonic");
    check("vcmpps $30, %ymm1, %ymm2, %ymm3", "VCMPPSYrri|vcmpgt_oqps\t%ymm1, %ymm2, %ymm3", "compare condition from the immediate");
    check("vpcmpd $1, %zmm0, %zmm1, %k1", "VPCMPDZrri|vpcmpltd\t%zmm0, %zmm1, %k1", "vpcmp condition");
    check("rep movsb", "MOVSB|rep\t\tmovsb\t(%rsi), %es:(%rdi)", "string instruction without operands");
    check("data16 nop", "DATA16_PREFIX|data16\nNOOP|nop", "data16 is an instruction of its own");
    check("{vex} vpaddd %xmm0, %xmm1, %xmm2", "VPADDDrr|{vex}\tvpaddd\t%xmm0, %xmm1, %xmm2", "pseudo prefix printed");
    check("{evex} vpaddd %xmm0, %xmm1, %xmm2", "VPADDDZ128rr|{evex}\tvpaddd\t%xmm0, %xmm1, %xmm2", "{evex} selects the EVEX form");
    check("movzx %al, %eax", "MOVZX32rr8|movzbl\t%al, %eax", "movzx in AT&T");
    check("xchg %eax, %ebx", "XCHG32ar|xchgl\t%ebx, %eax", "xchg with the accumulator");
    check("faddp", "ADD_FPrST0|faddp\t%st, %st(1)", "x87 default operands");
    check("bts $3, 8(%rbp)", "BTS32mi8|btsl\t$3, 8(%rbp)", "bts $imm, mem defaults to 32 bits");
    check("xchg %rdi, %rsi\nxchg %ecx, %eax", "XCHG64rr|xchgq\t%rdi, %rsi\nXCHG32ar|xchgl\t%ecx, %eax",
          "xchg keeps the written order unless the accumulator form applies");
    check("finit", "WAIT|wait\nFNINIT|fninit", "finit is wait + fninit");
    check("/* a block\n   comment */ addq %rax, /* more\n */ %rbx", "ADD64rr|addq\t%rax, %rbx",
          "block comments spanning lines inside a statement");
    check("movabs 0x1234, %al", "MOV8ao64|movabsb\t4660, %al", "movabs with an absolute offset");
    check("movl.s %edx, %eax", "MOV32rr_REV|movl\t%edx, %eax", ".s selects the swapped encoding");
    check("{evex} vaddsd (%rdi), %xmm2, %xmm0", "VADDSDZrm_Int|{evex}\tvaddsd\t(%rdi), %xmm2, %xmm0",
          "{evex} takes the EVEX twin of the assembler's pick");
    check("ccmpsb {dfv=of,sf,cf} %al, 2(%rdx,%rcx,4)",
          "CCMP8mr|ccmpsb\t{dfv=of,sf,cf}\t%al, 2(%rdx,%rcx,4)", "APX default flags value");
    check("leaq foo@tlsgd(%rip), %rdi", "LEA64r|leaq\tfoo@TLSGD(%rip), %rdi", "relocation specifier upper case");
}

static void test_intel(void)
{
    check(".intel_syntax noprefix\nadd eax, ebx", "ADD32rr|add\teax, ebx", "intel reg-reg");
    check(".intel_syntax noprefix\nmov eax, dword ptr [rax + 4*rbx + 8]",
          "MOV32rm|mov\teax, dword ptr [rax + 4*rbx + 8]", "intel memory");
    check(".intel_syntax noprefix\nmov eax, DWORD PTR foo[rip]",
          "MOV32rm|mov\teax, dword ptr [rip + foo]", "intel rip-relative");
    check(".intel_syntax noprefix\nmov eax, offset foo", "MOV32ri|mov\teax, offset foo", "offset");
    check(".intel_syntax noprefix\nmov rax, qword ptr fs:[40]",
          "MOV64rm|mov\trax, qword ptr fs:[40]", "intel segment");
    check(".intel_syntax noprefix\nlea rax, [rbx - 8]", "LEA64r|lea\trax, [rbx - 8]", "negative displacement");
    check(".intel_syntax noprefix\nadd eax, 1\n.att_syntax\naddl $1, %eax",
          "ADD32ri8|addl\t$1, %eax\nADD32ri8|addl\t$1, %eax", "syntax switch: last one prints");
    check(".intel_syntax noprefix\nmov eax, [rdi\nmov eax, [rdi + 8",
          "MOV32rm|mov\teax, dword ptr [0]\nMOV32rm|mov\teax, dword ptr [rdi + 8]",
          "a bracket left open, as LLVM reads it");
    check_opts(".intel_syntax noprefix\nadd eax, 1", 0, 0, 0, "ADD32ri8|addl\t$1, %eax",
               "output variant 0");
    check_opts("addl $-1, %eax", 1, 1, 0, "ADD32ri8|add\teax, -0x1", "intel, hex");
}

static void test_errors(void)
{
    check("foo %eax",
          "ERR:t.s:1:1: error: invalid instruction mnemonic 'foo'\nfoo %eax\n^~~\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "unknown mnemonic");
    check("addl %eax, %bl",
          "ERR:t.s:1:12: error: invalid operand for instruction\naddl %eax, %bl\n           ^~~\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "invalid operand");
    check("addl %eax",
          "ERR:t.s:1:1: error: too few operands for instruction\naddl %eax\n^\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "too few operands");
    check("add $1, (%rax)",
          "ERR:t.s:1:1: error: ambiguous instructions require an explicit suffix (could be 'addb', 'addw', 'addl', or 'addq')\nadd $1, (%rax)\n^\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "ambiguous suffix");
    check(".intel_syntax noprefix\nmovzx eax, [rbx]",
          "ERR:t.s:2:12: error: ambiguous operand size for instruction 'movzx'\nmovzx eax, [rbx]\n           ^~~~\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "ambiguous operand size");
    check("jmp 3b",
          "ERR:t.s:1:5: error: directional label undefined\njmp 3b\n    ^\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "undefined directional label");
    check("mov %eax",
          "ERR:t.s:1:1: error: unknown use of instruction mnemonic without a size suffix\nmov %eax\n^\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "suffix retry failed");
    check("addq %rax %rbx",
          "ERR:t.s:1:1: error: too few operands for instruction\naddq %rax %rbx\n^\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "a missing comma before a register");
    check(".intel_syntax noprefix\nadd xmm0, 1",
          "ERR:t.s:2:1: error: invalid operand for instruction\nadd xmm0, 1\n^\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "intel invalid operand at the instruction");
    check("mov %ah, %r8b",
          "ERR:t.s:1:1: error: can't encode 'ah' in an instruction requiring EVEX/REX2/REX prefix\nmov %ah, %r8b\n^\n"
          "error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n",
          "high byte register with REX");
    check("vgatherdps %xmm0, (%rdi,%xmm0,4), %xmm2",
          "VGATHERDPSrm|vgatherdps\t%xmm0, (%rdi,%xmm0,4), %xmm2\nERR:t.s:1:1: warning: mask, index, and destination registers should be distinct\nvgatherdps %xmm0, (%rdi,%xmm0,4), %xmm2\n^\n",
          "gather register warning");
    check_opts("addl %eax, %ebx\nfoo\n", -1, 0, 1,
               "ADD32rr|addl\t%eax, %ebx\nERR:t.s:2:1: error: invalid instruction mnemonic 'foo'\nfoo\n^~~\n",
               "skip parse failures");
    /* nothing crashes on junk */
    const char *junk[] = { "movl (%rax", "movl $", "vaddps %zmm1 {", "mov eax, [rax+",
                           "%%%", "addl $1/0, %eax", "{evex}", "lock", "mov [", "jmp *",
                           ".intel_syntax noprefix\nmov eax, [rax + rbx + rcx]",
                           ".intel_syntax noprefix\nvaddps zmm0 {k1}{z}, zmm1, [rax]{1to16}" };
    for (size_t i = 0; i < sizeof junk / sizeof junk[0]; i++) {
        char *got = run(junk[i], -1, 0, 0);
        char name[96];
        snprintf(name, sizeof name, "junk input %zu does not crash", i);
        tap_ok(got != NULL, name);
        free(got);
    }
}

/* Truncations and single-byte substitutions of valid lines: nothing may
 * crash or leak (run under the sanitizers). */
static void test_mutations(void)
{
    static const char *const seeds[] = {
        "vaddps (%rax){1to16}, %zmm1, %zmm2 {%k1} {z}",
        "movl %fs:foo+4(%rip,%rbx,8), %eax",
        "lock cmpxchgq %rcx, 8(%rdi)",
        "vcmpltps {sae}, %zmm0, %zmm1, %k1 {%k2}",
        "rep movsb",
        "fadd %st(1), %st",
        ".intel_syntax noprefix\nvaddps zmm2 {k1} {z}, zmm1, dword ptr [rax + 4*rbx - 8]{1to16}",
        ".intel_syntax noprefix\nmov eax, offset foo+4",
        ".intel_syntax noprefix\nvpcmpnltud k1 {k2}, zmm1, zmmword ptr fs:[rip + foo@GOTPCREL]",
        "{evex} vpcmpd $1, (%rsi){1to16}, %zmm1, %k1",
    };
    static const char subst[] = { '%', '$', '(', ')', '[', ']', '{', '}', ',', ':', '*', '-', '0', 'z', ' ', '\n', ';', '#', '"', '\\' };
    size_t runs = 0, crashes = 0;
    for (size_t s = 0; s < sizeof seeds / sizeof seeds[0]; s++) {
        size_t n = strlen(seeds[s]);
        char *buf = malloc(n + 1);
        for (size_t cut = 0; cut <= n; cut++) {
            memcpy(buf, seeds[s], cut);
            buf[cut] = 0;
            char *got = run(buf, -1, 0, 0);
            crashes += got == NULL;
            free(got);
            runs++;
        }
        for (size_t at = 0; at < n; at++) {
            for (size_t k = 0; k < sizeof subst; k++) {
                memcpy(buf, seeds[s], n + 1);
                buf[at] = subst[k];
                char *got = run(buf, (int)(k % 3) - 1, (int)(k & 1), (int)(at & 1));
                crashes += got == NULL;
                free(got);
                runs++;
            }
        }
        free(buf);
    }
    char name[80];
    snprintf(name, sizeof name, "%zu mutated inputs parse without failure", runs);
    tap_ok(crashes == 0, name);
}


/* A front end keeps what its parses learn (forms, statements already
 * assembled) for later parses and threads: a later parse must get what a
 * fresh front end gives, whatever the print settings, mode and symbols of
 * the earlier ones. */
typedef struct {
    const char *in;
    int variant, hex;
} shared_case;

static const shared_case shared_cases[] = {
    { "addl $100, %eax", 0, 0 }, { "addl $100, %eax", 0, 1 }, { "addl $100, %eax", 1, 0 },
    { "addl $100, %eax", -1, 0 }, { ".code32\npushl %eax", -1, 0 }, { "pushl %eax", -1, 0 },
    { "foo = 3\nmovl $foo, %eax", -1, 0 }, { "movl $foo, %eax", -1, 0 },
    { "lock addl %eax, (%rbx)", -1, 0 }, { "addl %eax, (%rbx)", -1, 0 },
    { "vpgatherdd %xmm0, (%rax,%xmm0,4), %xmm0", -1, 0 },
    { "vpgatherdd %xmm0, (%rax,%xmm0,4), %xmm0", -1, 0 },
    { ".intel_syntax noprefix\nadd eax, 100", -1, 0 }, { "add eax, 100", -1, 0 },
    { "movq %rax, %rbx\nmovq %rax, %rbx\nmovq %rax, %rbx", 1, 1 },
    { "movq %rax, %rbx\nmovq %rax, %rbx", 0, 0 }, { "calll foo", -1, 0 },
    { ".code32\ncalll foo\ncalll foo", -1, 0 }, { "{vex} vpaddd %xmm0, %xmm1, %xmm2", -1, 0 },
    { "vpaddd %xmm0, %xmm1, %xmm2", -1, 0 },
};
enum { SHARED_CASES = sizeof shared_cases / sizeof shared_cases[0], SHARED_ROUNDS = 40 };

typedef struct {
    const mca_x86 *fe;
    char **want;
    size_t differ;
    unsigned seed;
} shared_arg;

static void *shared_worker(void *arg)
{
    shared_arg *a = arg;
    for (unsigned r = 0; r < SHARED_ROUNDS; r++)
        for (size_t k = 0; k < SHARED_CASES; k++) {
            size_t i = (k * 7 + r + a->seed) % SHARED_CASES;
            const shared_case *c = &shared_cases[i];
            char *got = run_fe(a->fe, c->in, c->variant, c->hex, 0);
            a->differ += !got || !a->want[i] || strcmp(got, a->want[i]) != 0;
            free(got);
        }
    return NULL;
}

static void test_shared(void)
{
    mca_diags d;
    mca_diags_init(&d);
    char *want[SHARED_CASES];
    /* each case on a fresh front end: what nothing learnt before gives */
    for (size_t i = 0; i < SHARED_CASES; i++) {
        mca_x86 *fresh = mca_x86_new(cat, &d);
        want[i] = run_fe(fresh, shared_cases[i].in, shared_cases[i].variant,
                         shared_cases[i].hex, 0);
        mca_x86_free(fresh);
    }
    /* one front end for all, in order */
    mca_x86 *one = mca_x86_new(cat, &d);
    size_t differ = 0;
    for (size_t i = 0; i < SHARED_CASES; i++) {
        char *got = run_fe(one, shared_cases[i].in, shared_cases[i].variant,
                           shared_cases[i].hex, 0);
        if (!got || !want[i] || strcmp(got, want[i]) != 0) {
            differ++;
            printf("# case %zu: got \"%s\", want \"%s\"\n", i, got ? got : "(null)",
                   want[i] ? want[i] : "(null)");
        }
        free(got);
    }
    tap_ok(differ == 0, "a front end's later parses give what fresh front ends give");
    mca_x86_free(one);
    /* and shared by threads, in different orders */
    one = mca_x86_new(cat, &d);
    shared_arg args[4];
    pthread_t th[4];
    unsigned started = 0;
    for (unsigned t = 0; t < 4; t++) {
        args[t] = (shared_arg){ one, want, 0, t * 5 };
        if (pthread_create(&th[t], NULL, shared_worker, &args[t]) == 0)
            started++;
        else
            break;
    }
    differ = 0;
    for (unsigned t = 0; t < started; t++) {
        pthread_join(th[t], NULL);
        differ += args[t].differ;
    }
    tap_ok(started == 4 && differ == 0, "4 threads sharing a front end give what fresh ones give");
    mca_x86_free(one);
    for (size_t i = 0; i < SHARED_CASES; i++)
        free(want[i]);
    mca_diags_free(&d);
}

int main(void)
{
    mca_diags d;
    mca_diags_init(&d);
    char *path = path_in_srcdir("libcore/models/x86-64/catalog");
    cat = mca_catalog_load(path, &d);
    free(path);
    if (!tap_ok(cat != NULL, "catalog loads"))
        return tap_done();
    fe = mca_x86_new(cat, &d);
    if (tap_ok(fe != NULL, "front end builds")) {
        test_att();
        test_intel();
        test_errors();
        test_mutations();
        test_shared();
    }
    mca_x86_free(fe);
    mca_catalog_free(cat);
    mca_diags_free(&d);
    return tap_done();
}
