/* riscv-feat: the extensions in effect: a CPU's defaults, then -mattr, as
 * llvm-mca 22 reads them (MCSubtargetInfo: "+x" sets x and what it
 * implies, "-x" clears x and what implies it). */
#include <config.h>

#include <string.h>

#include "riscv-internal.h"

/* The extensions each CPU name enables in LLVM 22 (RISCVProcessors.td),
 * implications included: written by riscv-cpus.sh from clang-22's
 * predefined __riscv_<ext> macros for -mcpu=NAME. */
static const struct { const char *cpu, *exts; } cpus[] = {
    { "andes-45-series", "" },
    { "andes-a25", "a,c,d,f,m,xandesperf,zaamo,zalrsc,zca,zcd,zcf,zicsr,zifencei,zmmul" },
    { "andes-a45", "a,c,d,f,m,xandesperf,zaamo,zalrsc,zca,zcd,zcf,zicsr,zifencei,zmmul" },
    { "andes-ax25", "a,c,d,f,m,xandesperf,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zmmul" },
    { "andes-ax45", "a,c,d,f,m,xandesperf,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zmmul" },
    { "andes-ax45mpv", "a,c,d,f,m,v,xandesperf,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zmmul,zve32f,zve32x,zve64d,zve64f,zve64x,zvl128b,zvl32b,zvl64b" },
    { "andes-n45", "a,c,d,f,m,xandesperf,zaamo,zalrsc,zca,zcd,zcf,zicsr,zifencei,zmmul" },
    { "andes-nx45", "a,c,d,f,m,xandesperf,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zmmul" },
    { "generic", "" },
    { "generic-ooo", "" },
    { "generic-rv32", "" },
    { "generic-rv64", "" },
    { "mips-p8700", "a,c,d,f,m,xmipscbop,xmipscmov,xmipsexectl,xmipslsp,zaamo,zalrsc,zba,zbb,zca,zcd,zicsr,zifencei,zmmul" },
    { "rocket", "" },
    { "rocket-rv32", "zicsr,zifencei" },
    { "rocket-rv64", "zicsr,zifencei" },
    { "rp2350-hazard3", "a,b,c,m,zaamo,zalrsc,zba,zbb,zbkb,zbs,zca,zcb,zcmp,zicsr,zifencei,zmmul" },
    { "sifive-7-series", "" },
    { "sifive-e20", "c,m,zca,zicsr,zifencei,zmmul" },
    { "sifive-e21", "a,c,m,zaamo,zalrsc,zca,zicsr,zifencei,zmmul" },
    { "sifive-e24", "a,c,f,m,zaamo,zalrsc,zca,zcf,zicsr,zifencei,zmmul" },
    { "sifive-e31", "a,c,m,zaamo,zalrsc,zca,zicsr,zifencei,zmmul" },
    { "sifive-e34", "a,c,f,m,zaamo,zalrsc,zca,zcf,zicsr,zifencei,zmmul" },
    { "sifive-e76", "a,c,f,m,zaamo,zalrsc,zca,zcf,zicsr,zifencei,zmmul" },
    { "sifive-p450", "a,b,c,d,f,m,za64rs,zaamo,zalrsc,zba,zbb,zbs,zca,zcd,zfhmin,zic64b,zicbom,zicbop,zicboz,ziccamoa,ziccif,zicclsm,ziccrse,zicsr,zifencei,zihintntl,zihintpause,zihpm,zkt,zmmul,lui-addi-fusion" },
    { "sifive-p470", "a,b,c,d,f,m,v,xsifivecdiscarddlone,xsifivecflushdlone,za64rs,zaamo,zalrsc,zba,zbb,zbs,zca,zcd,zfhmin,zic64b,zicbom,zicbop,zicboz,ziccamoa,ziccif,zicclsm,ziccrse,zicsr,zifencei,zihintntl,zihintpause,zihpm,zkt,zmmul,zvbb,zvbc,zve32f,zve32x,zve64d,zve64f,zve64x,zvkb,zvkg,zvkn,zvknc,zvkned,zvkng,zvknhb,zvks,zvksc,zvksed,zvksg,zvksh,zvkt,zvl128b,zvl32b,zvl64b,lui-addi-fusion" },
    { "sifive-p550", "a,c,d,f,m,zaamo,zalrsc,zba,zbb,zca,zcd,zicsr,zifencei,zmmul,lui-addi-fusion" },
    { "sifive-p670", "a,b,c,d,f,m,v,za64rs,zaamo,zalrsc,zba,zbb,zbs,zca,zcd,zfhmin,zic64b,zicbom,zicbop,zicboz,ziccamoa,ziccif,zicclsm,ziccrse,zicsr,zifencei,zihintntl,zihintpause,zihpm,zkt,zmmul,zvbb,zvbc,zve32f,zve32x,zve64d,zve64f,zve64x,zvkb,zvkg,zvkn,zvknc,zvkned,zvkng,zvknhb,zvks,zvksc,zvksed,zvksg,zvksh,zvkt,zvl128b,zvl32b,zvl64b,lui-addi-fusion" },
    { "sifive-p870", "a,b,c,d,f,m,supm,v,za64rs,zaamo,zalrsc,zama16b,zawrs,zba,zbb,zbs,zca,zcb,zcd,zcmop,zfa,zfbfmin,zfh,zfhmin,zic64b,zicbom,zicbop,zicboz,ziccamoa,ziccif,zicclsm,ziccrse,zicntr,zicond,zicsr,zifencei,zihintntl,zihintpause,zihpm,zimop,zkr,zkt,zmmul,zvbb,zvbc,zve32f,zve32x,zve64d,zve64f,zve64x,zvfbfmin,zvfbfwma,zvfh,zvfhmin,zvkb,zvkg,zvkn,zvknc,zvkned,zvkng,zvknhb,zvks,zvksc,zvksed,zvksg,zvksh,zvkt,zvl128b,zvl32b,zvl64b,lui-addi-fusion" },
    { "sifive-s21", "a,c,m,zaamo,zalrsc,zca,zicsr,zifencei,zmmul" },
    { "sifive-s51", "a,c,m,zaamo,zalrsc,zca,zicsr,zifencei,zmmul" },
    { "sifive-s54", "a,c,d,f,m,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zmmul" },
    { "sifive-s76", "a,c,d,f,m,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zihintpause,zmmul" },
    { "sifive-u54", "a,c,d,f,m,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zmmul" },
    { "sifive-u74", "a,c,d,f,m,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zmmul" },
    { "sifive-x280", "a,c,d,f,m,v,zaamo,zalrsc,zba,zbb,zca,zcd,zfh,zfhmin,zicsr,zifencei,zmmul,zve32f,zve32x,zve64d,zve64f,zve64x,zvfh,zvfhmin,zvl128b,zvl256b,zvl32b,zvl512b,zvl64b" },
    { "sifive-x390", "a,b,c,d,f,m,v,xsifivecdiscarddlone,xsifivecflushdlone,za64rs,zaamo,zalrsc,zawrs,zba,zbb,zbs,zca,zcb,zcd,zcmop,zfa,zfbfmin,zfh,zfhmin,zic64b,zicbom,zicbop,zicboz,ziccamoa,ziccif,ziccrse,zicfilp,zicfiss,zicntr,zicond,zicsr,zifencei,zihintntl,zihintpause,zihpm,zimop,zkr,zkt,zmmul,zvbb,zve32f,zve32x,zve64d,zve64f,zve64x,zvfbfmin,zvfbfwma,zvfh,zvfhmin,zvkb,zvkt,zvl1024b,zvl128b,zvl256b,zvl32b,zvl512b,zvl64b" },
    { "spacemit-x60", "a,b,c,d,f,m,ssccptr,sscofpmf,sscounterenw,sstc,sstvala,sstvecd,svade,svbare,svinval,svnapot,svpbmt,v,xsmtvdot,za64rs,zaamo,zalrsc,zba,zbb,zbc,zbkc,zbs,zca,zcd,zfh,zfhmin,zic64b,zicbom,zicbop,zicboz,ziccamoa,ziccif,zicclsm,ziccrse,zicntr,zicond,zicsr,zifencei,zihintpause,zihpm,zkt,zmmul,zve32f,zve32x,zve64d,zve64f,zve64x,zvfh,zvfhmin,zvkt,zvl128b,zvl256b,zvl32b,zvl64b" },
    { "syntacore-scr1-base", "c,zca,zicsr,zifencei" },
    { "syntacore-scr1-max", "c,m,zca,zicsr,zifencei,zmmul" },
    { "syntacore-scr3-rv32", "c,m,zca,zicsr,zifencei,zmmul" },
    { "syntacore-scr3-rv64", "a,c,m,zaamo,zalrsc,zca,zicsr,zifencei,zmmul" },
    { "syntacore-scr4-rv32", "c,d,f,m,zca,zcd,zcf,zicsr,zifencei,zmmul" },
    { "syntacore-scr4-rv64", "a,c,d,f,m,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zmmul" },
    { "syntacore-scr5-rv32", "a,c,d,f,m,zaamo,zalrsc,zca,zcd,zcf,zicsr,zifencei,zmmul" },
    { "syntacore-scr5-rv64", "a,c,d,f,m,zaamo,zalrsc,zca,zcd,zicsr,zifencei,zmmul" },
    { "syntacore-scr7", "a,b,c,d,f,m,v,zaamo,zalrsc,zba,zbb,zbc,zbkb,zbkc,zbkx,zbs,zca,zcd,zicsr,zifencei,zkn,zknd,zkne,zknh,zmmul,zve32f,zve32x,zve64d,zve64f,zve64x,zvl128b,zvl32b,zvl64b" },
    { "tt-ascalon-d8", "a,b,c,d,f,h,m,sha,shcounterenw,shgatpa,shtvala,shvsatpa,shvstvala,shvstvecd,smaia,ssaia,ssccptr,sscofpmf,sscounterenw,ssnpm,ssstateen,ssstrict,sstc,sstvala,sstvecd,ssu64xl,supm,svade,svbare,svinval,svnapot,svpbmt,v,za64rs,zaamo,zalrsc,zawrs,zba,zbb,zbs,zca,zcb,zcd,zcmop,zfa,zfbfmin,zfh,zfhmin,zic64b,zicbom,zicbop,zicboz,ziccamoa,ziccif,zicclsm,ziccrse,zicntr,zicond,zicsr,zifencei,zihintntl,zihintpause,zihpm,zimop,zkt,zmmul,zvbb,zvbc,zve32f,zve32x,zve64d,zve64f,zve64x,zvfbfmin,zvfbfwma,zvfh,zvfhmin,zvkb,zvkg,zvkn,zvknc,zvkned,zvkng,zvknhb,zvkt,zvl128b,zvl256b,zvl32b,zvl64b" },
    { "veyron-v1", "a,b,c,d,f,m,xventanacondops,zaamo,zalrsc,zba,zbb,zbc,zbs,zca,zcd,zicbom,zicbop,zicboz,zicntr,zicsr,zifencei,zihintpause,zihpm,zmmul,lui-addi-fusion" },
    { "xiangshan-kunminghu", "a,b,c,d,f,h,m,sha,shcounterenw,shgatpa,shtvala,shvsatpa,shvstvala,shvstvecd,smaia,smcsrind,smdbltrp,smmpm,smnpm,smrnmi,smstateen,ssaia,ssccptr,sscofpmf,sscounterenw,sscsrind,ssdbltrp,ssnpm,sspm,ssstateen,ssstrict,sstc,sstvala,sstvecd,ssu64xl,supm,svade,svbare,svinval,svnapot,svpbmt,v,za64rs,zaamo,zacas,zalrsc,zawrs,zba,zbb,zbc,zbkb,zbkc,zbkx,zbs,zca,zcb,zcd,zcmop,zfa,zfh,zfhmin,zic64b,zicbom,zicbop,zicboz,ziccamoa,ziccif,zicclsm,ziccrse,zicntr,zicond,zicsr,zifencei,zihintntl,zihintpause,zihpm,zimop,zkn,zknd,zkne,zknh,zks,zksed,zksh,zkt,zmmul,zvbb,zve32f,zve32x,zve64d,zve64f,zve64x,zvfh,zvfhmin,zvkb,zvkt,zvl128b,zvl32b,zvl64b" },
    { "xiangshan-nanhu", "a,b,c,d,f,m,svinval,zaamo,zalrsc,zba,zbb,zbc,zbkb,zbkc,zbkx,zbs,zca,zcd,zicbom,zicboz,zicsr,zifencei,zkn,zknd,zkne,zknh,zks,zksed,zksh,zmmul" },
};

static const struct { const char *name; int feat; const char *text; } names[] = {
    { "64bit", RVF_64BIT, "RV64I Base Instruction Set" },
    { "zilsd", RVF_ZILSD, "'Zilsd' (Load/Store pair instructions)" },
    { "zclsd", RVF_ZCLSD, "'Zclsd' (Compressed Load/Store pair instructions)" },
    { "m", RVF_M, "'M' (Integer Multiplication and Division)" },
    { "zmmul", RVF_ZMMUL, "'Zmmul' (Integer Multiplication)" },
    { "a", RVF_A, "'A' (Atomic Instructions)" },
    { "zaamo", RVF_ZAAMO, "'Zaamo' (Atomic Memory Operations)" },
    { "zalrsc", RVF_ZALRSC, "'Zalrsc' (Load-Reserved/Store-Conditional)" },
    { "zalasr", RVF_ZALASR, "'Zalasr' (Load-Acquire and Store-Release Instructions)" },
    { "f", RVF_F, "'F' (Single-Precision Floating-Point)" },
    { "d", RVF_D, "'D' (Double-Precision Floating-Point)" },
    { "c", RVF_C, "'C' (Compressed Instructions)" },
    { "zca", RVF_ZCA, "'Zca' (part of the C extension, excluding compressed floating point loads/stores)" },
    { "zcb", RVF_ZCB, "'Zcb' (Compressed basic bit manipulation instructions)" },
    { "zcd", RVF_ZCD, "'Zcd' (Compressed Double-Precision Floating-Point Instructions)" },
    { "zcf", RVF_ZCF, "'Zcf' (Compressed Single-Precision Floating-Point Instructions)" },
    { "zicsr", RVF_ZICSR, "'Zicsr' (CSRs)" },
    { "zifencei", RVF_ZIFENCEI, "'Zifencei' (fence.i)" },
    { "zba", RVF_ZBA, "'Zba' (Address Generation Instructions)" },
    { "zbb", RVF_ZBB, "'Zbb' (Basic Bit-Manipulation)" },
    { "zbc", RVF_ZBC, "'Zbc' (Carry-Less Multiplication)" },
    { "zbs", RVF_ZBS, "'Zbs' (Single-Bit Instructions)" },
    { "zbkb", RVF_ZBKB, "'Zbkb' (Bitmanip instructions for Cryptography)" },
    { "zbkc", RVF_ZBKC, "'Zbkc' (Carry-less multiply instructions for Cryptography)" },
    { "zbkx", RVF_ZBKX, "'Zbkx' (Crossbar permutation instructions)" },
    { "zfh", RVF_ZFH, "'Zfh' (Half-Precision Floating-Point)" },
    { "zfhmin", RVF_ZFHMIN, "'Zfhmin' (Half-Precision Floating-Point Minimal)" },
    { "zfa", RVF_ZFA, "'Zfa' (Additional Floating-Point)" },
    { "zicond", RVF_ZICOND, "'Zicond' (Integer Conditional Operations)" },
    { "v", RVF_V, "'V' (Vector Extension for Application Processors)" },
    { "zve32x", RVF_ZVE32X, "'Zve32x' (Vector Extensions for Embedded Processors with maximal 32 EEW)" },
    { "zve32f", RVF_ZVE32F, "'Zve32f' (Vector Extensions for Embedded Processors with maximal 32 EEW and F extension)" },
    { "zve64x", RVF_ZVE64X, "'Zve64x' (Vector Extensions for Embedded Processors with maximal 64 EEW)" },
    { "zve64f", RVF_ZVE64F, "'Zve64f' (Vector Extensions for Embedded Processors with maximal 64 EEW and F extension)" },
    { "zve64d", RVF_ZVE64D, "'Zve64d' (Vector Extensions for Embedded Processors with maximal 64 EEW, F and D extension)" },
    { "zvfh", RVF_ZVFH, "'Zvfh' (Vector Half-Precision Floating-Point)" },
    { "zvfhmin", RVF_ZVFHMIN, "'Zvfhmin' (Vector Half-Precision Floating-Point Minimal)" },
    { "zicbom", RVF_ZICBOM, "'Zicbom' (Cache-Block Management Instructions)" },
    { "zicboz", RVF_ZICBOZ, "'Zicboz' (Cache-Block Zero Instructions)" },
    { "zicbop", RVF_ZICBOP, "'Zicbop' (Cache-Block Prefetch Instructions)" },
    { "zihintpause", RVF_ZIHINTPAUSE, "'Zihintpause' (Pause Hint)" },
    { "zihintntl", RVF_ZIHINTNTL, "'Zihintntl' (Non-Temporal Locality Hints)" },
    { "zawrs", RVF_ZAWRS, "'Zawrs' (Wait on Reservation Set)" },
    { "zacas", RVF_ZACAS, "'Zacas' (Atomic Compare-And-Swap Instructions)" },
    { "zicntr", RVF_ZICNTR, "'Zicntr' (Base Counters and Timers)" },
    { "zihpm", RVF_ZIHPM, "'Zihpm' (Hardware Performance Counters)" },
    { "b", RVF_B, "'B' (the collection of the Zba, Zbb, Zbs extensions)" },
    { "zfbfmin", RVF_ZFBFMIN, "'Zfbfmin' (Scalar BF16 Converts)" },
    { "zvbb", RVF_ZVBB, "'Zvbb' (Vector basic bit-manipulation instructions)" },
    { "zvbc", RVF_ZVBC, "'Zvbc' (Vector Carryless Multiplication)" },
    { "zvkb", RVF_ZVKB, "'Zvkb' (Vector Bit-manipulation used in Cryptography)" },
    { "zknd", RVF_ZKND, "'Zknd' (NIST Suite: AES Decryption)" },
    { "zkne", RVF_ZKNE, "'Zkne' (NIST Suite: AES Encryption)" },
    { "zknh", RVF_ZKNH, "'Zknh' (NIST Suite: Hash Function Instructions)" },
    { "zimop", RVF_ZIMOP, "'Zimop' (May-Be-Operations)" },
    { "zcmop", RVF_ZCMOP, "'Zcmop' (Compressed May-Be-Operations)" },
    { "zvfbfmin", RVF_ZVFBFMIN, "'Zvfbfmin' (Vector BF16 Converts)" },
    { "zvfbfwma", RVF_ZVFBFWMA, "'Zvfbfwma' (Vector BF16 widening mul-add)" },
    { "zvkg", RVF_ZVKG, "'Zvkg' (Vector GCM instructions for Cryptography)" },
    { "zvkned", RVF_ZVKNED, "'Zvkned' (Vector AES Encryption & Decryption (Single Round))" },
    { "zvknha", RVF_ZVKNHA, "'Zvknha' (Vector SHA-2 (SHA-256 only))" },
    { "zvknhb", RVF_ZVKNHB, "'Zvknhb' (Vector SHA-2 (SHA-256 and SHA-512))" },
    { "zvksed", RVF_ZVKSED, "'Zvksed' (SM4 Block Cipher Instructions)" },
    { "zvksh", RVF_ZVKSH, "'Zvksh' (SM3 Hash Function Instructions)" },
    { "zksed", RVF_ZKSED, "'Zksed' (ShangMi Suite: SM4 Block Cipher Instructions)" },
    { "zksh", RVF_ZKSH, "'Zksh' (ShangMi Suite: SM3 Hash Function Instructions)" },
    { "h", RVF_H, "'H' (Hypervisor)" },
    { "svinval", RVF_SVINVAL, "'Svinval' (Fine-Grained Address-Translation Cache Invalidation)" },
    { "lui-addi-fusion", RVF_TUNE_LUI_ADDI_FUSION, "Enable LUI+ADDI macro fusion." },
};

/* What each extension implies (LLVM's RISCVFeatures.td), the ones the
 * front end tracks. */
static const struct { int feat, implies; } implied[] = {
    { RVF_M, RVF_ZMMUL }, { RVF_A, RVF_ZAAMO }, { RVF_A, RVF_ZALRSC },
    { RVF_D, RVF_F }, { RVF_F, RVF_ZICSR }, { RVF_C, RVF_ZCA },
    { RVF_ZCB, RVF_ZCA }, { RVF_ZCD, RVF_ZCA }, { RVF_ZCD, RVF_D }, { RVF_ZCF, RVF_ZCA },
    { RVF_ZCF, RVF_F }, { RVF_B, RVF_ZBA }, { RVF_B, RVF_ZBB }, { RVF_B, RVF_ZBS },
    { RVF_ZFH, RVF_ZFHMIN }, { RVF_ZFHMIN, RVF_F }, { RVF_ZFA, RVF_F },
    { RVF_V, RVF_ZVE64D }, { RVF_ZVE64D, RVF_ZVE64F }, { RVF_ZVE64D, RVF_D },
    { RVF_ZVE64F, RVF_ZVE64X }, { RVF_ZVE64F, RVF_ZVE32F }, { RVF_ZVE32F, RVF_ZVE32X },
    { RVF_ZVE32F, RVF_F }, { RVF_ZVE64X, RVF_ZVE32X }, { RVF_ZVE32X, RVF_ZICSR },
    { RVF_ZVFH, RVF_ZVFHMIN }, { RVF_ZVFH, RVF_ZFHMIN }, { RVF_ZVFHMIN, RVF_ZVE32F },
    { RVF_ZACAS, RVF_ZAAMO }, { RVF_ZICNTR, RVF_ZICSR }, { RVF_ZIHPM, RVF_ZICSR },
    { RVF_ZFBFMIN, RVF_F }, { RVF_ZVBB, RVF_ZVKB }, { RVF_ZVKB, RVF_ZVE32X },
    { RVF_ZCMOP, RVF_ZCA },
};

static int is_one_of_list(const char *s, const char *const *list)
{
    for (; *list; list++)
        if (!strcmp(s, *list))
            return 1;
    return 0;
}

static void set_bit(rv_features *f, int x)
{
    f->bits[x / 64] |= 1ull << (x % 64);
}

static void clear_bit(rv_features *f, int x)
{
    f->bits[x / 64] &= ~(1ull << (x % 64));
}

/* Set x and, transitively, what it implies. */
static void enable(rv_features *f, int x)
{
    if (rv_has(f, x))
        return;
    set_bit(f, x);
    for (size_t k = 0; k < sizeof implied / sizeof *implied; k++)
        if (implied[k].feat == x)
            enable(f, implied[k].implies);
}

/* Clear x and, transitively, what implies it. */
static void disable(rv_features *f, int x)
{
    if (!rv_has(f, x))
        return;
    clear_bit(f, x);
    for (size_t k = 0; k < sizeof implied / sizeof *implied; k++)
        if (implied[k].implies == x)
            disable(f, implied[k].feat);
}

static int feature_named(const char *s, size_t n)
{
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (strlen(names[k].name) == n && !strncmp(names[k].name, s, n))
            return names[k].feat;
    return -1;
}

int rv_feature_named(const char *name, size_t n)
{
    return feature_named(name, n);
}

void rv_feature_enable(rv_features *f, int x)
{
    enable(f, x);
}

void rv_feature_disable(rv_features *f, int x)
{
    disable(f, x);
}

int rv_feature_needing(const rv_features *f, int x)
{
    for (size_t k = 0; k < sizeof implied / sizeof *implied; k++)
        if (implied[k].implies == x && rv_has(f, implied[k].feat))
            return implied[k].feat;
    return -1;
}

const char *rv_feature_name(int x)
{
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (names[k].feat == x)
            return names[k].name;
    return "";
}

/* LLVM's text for the predicates that differ from one feature's own
 * description (several features, or alternatives). */
static const struct { int feat; const char *text; } requirements[] = {
    { RVF_ZVE32X, "'V' (Vector Extension for Application Processors), 'Zve32x' (Vector "
                  "Extensions for Embedded Processors)" },
    { RVF_ZVE32F, "'V' (Vector Extension for Application Processors), 'Zve32f' (Vector "
                  "Extensions for Embedded Processors)" },
    { RVF_ZVE64X, "'V' (Vector Extension for Application Processors) or 'Zve64x' (Vector "
                  "Extensions for Embedded Processors)" },
    { RVF_ZCA, "'C' (Compressed Instructions) or 'Zca' (part of the C extension, excluding "
               "compressed floating point loads/stores)" },
    { RVF_ZICOND, "(Integer Conditional Operations)" },
    { RVF_ZBC, "'Zbc' (Carry-Less Multiplication) or 'Zbkc' (Carry-less multiply "
               "instructions for Cryptography)" },
    { RVF_ZFHMIN, "'Zfh' (Half-Precision Floating-Point) or 'Zfhmin' (Half-Precision "
                  "Floating-Point Minimal) or 'Zfbfmin' (Scalar BF16 Converts)" },
    { RVF_ZFA, "'D' (Double-Precision Floating-Point), 'Zfa' (Additional Floating-Point)" },
};

const char *rv_requirement_text(int feat, const char *opcode)
{
    static const char *const zbkb[] = { "ANDN", "ORN", "XNOR", "ROL", "ROLW", "ROR", "RORW",
                                        "RORI", "RORIW", "REV8_RV64", "REV8_RV32", NULL };
    if (feat == RVF_ZBB && is_one_of_list(opcode, zbkb))
        return "'Zbb' (Basic Bit-Manipulation) or 'Zbkb' (Bitmanip instructions for "
               "Cryptography)";
    if (feat == RVF_ZBC && !strcmp(opcode, "CLMULR"))
        return rv_feature_text(RVF_ZBC);
    /* half-precision conversions: Zfh or Zfhmin (loads, stores, moves: Zfbfmin too) */
    if (feat == RVF_ZFHMIN && !strncmp(opcode, "FCVT_", 5))
        return "'Zfh' (Half-Precision Floating-Point) or 'Zfhmin' (Half-Precision "
               "Floating-Point Minimal)";
    for (size_t k = 0; k < sizeof requirements / sizeof *requirements; k++)
        if (requirements[k].feat == feat)
            return requirements[k].text;
    return rv_feature_text(feat);
}

const char *rv_feature_text(int feat)
{
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (names[k].feat == feat)
            return names[k].text;
    return "?";
}

/* Apply a comma-separated list of extensions; sign 0 enables all. */
static void apply_list(rv_features *f, const char *list, int from_cpu)
{
    const char *p = list;
    while (p && *p) {
        const char *e = strchr(p, ',');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        int on = 1;
        if (!from_cpu && n && (*p == '+' || *p == '-')) {
            on = *p == '+';
            p++;
            n--;
        }
        int x = feature_named(p, n);
        if (x >= 0) {
            if (on)
                enable(f, x);
            else
                disable(f, x);
        }
        p = e ? e + 1 : NULL;
    }
}

const char *rv_cpu_features(const char *cpu)
{
    for (size_t k = 0; k < sizeof cpus / sizeof *cpus; k++)
        if (!strcmp(cpus[k].cpu, cpu))
            return cpus[k].exts;
    return NULL;
}

void rv_features_for(rv_features *f, const char *cpu, const char *mattr, int mode)
{
    memset(f, 0, sizeof *f);
    if (mode == 64)
        set_bit(f, RVF_64BIT);
    for (size_t k = 0; cpu && k < sizeof cpus / sizeof *cpus; k++)
        if (!strcmp(cpus[k].cpu, cpu))
            apply_list(f, cpus[k].exts, 1);
    if (mattr)
        apply_list(f, mattr, 0);
}

static int starts(const char *s, const char *p)
{
    return !strncmp(s, p, strlen(p));
}

static int ends(const char *s, const char *p)
{
    size_t n = strlen(s), m = strlen(p);
    return n >= m && !strcmp(s + n - m, p);
}

static int is_one_of(const char *s, const char *const *list)
{
    for (; *list; list++)
        if (!strcmp(s, *list))
            return 1;
    return 0;
}

/* The extension of a C_ opcode. */
static int compressed_feature(const char *name)
{
    static const char *const zcd[] = { "C_FLD", "C_FSD", "C_FLDSP", "C_FSDSP", NULL };
    static const char *const zcf[] = { "C_FLW", "C_FSW", "C_FLWSP", "C_FSWSP", NULL };
    static const char *const zcb[] = { "C_LBU", "C_LHU", "C_LH", "C_SB", "C_SH", "C_ZEXT_B",
                                       "C_ZEXT_H", "C_ZEXT_W", "C_SEXT_B", "C_SEXT_H",
                                       "C_NOT", "C_MUL", NULL };
    if (is_one_of(name, zcd))
        return RVF_ZCD;
    if (is_one_of(name, zcf))
        return RVF_ZCF;
    if (is_one_of(name, zcb))
        return RVF_ZCB;
    if (starts(name, "C_MOP"))
        return RVF_ZCMOP;
    return RVF_ZCA;
}

/* The extension of a scalar floating-point opcode, by its type suffix. */
static int float_feature(const char *name)
{
    static const char *const zfa[] = { "FLI_", "FMINM_", "FMAXM_", "FROUND_", "FROUNDNX_",
                                       "FLEQ_", "FLTQ_", "FCVTMOD_", "FMVH_", "FMVP_", NULL };
    for (const char *const *p = zfa; *p; p++)
        if (starts(name, *p))
            return RVF_ZFA;
    if (!strcmp(name, "FLW") || !strcmp(name, "FSW"))
        return RVF_F;
    if (!strcmp(name, "FLD") || !strcmp(name, "FSD"))
        return RVF_D;
    if (!strcmp(name, "FLH") || !strcmp(name, "FSH") || !strcmp(name, "FMV_X_H") ||
        !strcmp(name, "FMV_H_X") || !strcmp(name, "FCVT_S_H") || !strcmp(name, "FCVT_H_S") ||
        !strcmp(name, "FCVT_D_H") || !strcmp(name, "FCVT_H_D"))
        return RVF_ZFHMIN;
    if (strstr(name, "BF16"))
        return RVF_ZFBFMIN;
    if (ends(name, "_H") || strstr(name, "_H_"))
        return RVF_ZFH;
    if (ends(name, "_D") || strstr(name, "_D_"))
        return RVF_D;
    return RVF_F;
}

int rv_opcode_feature(const char *name)
{
    static const char *const vendor[] = { "CV_", "QC_", "TH_", "NDS_", "SF_", "MIPS_", "QK_",
                                          "CM_", "Insn", "PLI", "PLUI", "SSAMOSWAP",
                                          "SSPUSH", "SSPOPCHK", "SSRDP", "MOP_", "HINVAL",
                                          "WRS_", "AMOCAS_Q", NULL };
    static const char *const zba[] = { "ADD_UW", "SH1ADD", "SH2ADD", "SH3ADD", "SH1ADD_UW",
                                       "SH2ADD_UW", "SH3ADD_UW", "SLLI_UW", NULL };
    static const char *const zbb[] = { "ANDN", "ORN", "XNOR", "CLZ", "CLZW", "CTZ", "CTZW",
                                       "CPOP", "CPOPW", "MAX", "MAXU", "MIN", "MINU",
                                       "SEXT_B", "SEXT_H", "ZEXT_H_RV64", "ZEXT_H_RV32",
                                       "ROL", "ROLW", "ROR", "RORW", "RORI", "RORIW",
                                       "REV8_RV64", "REV8_RV32", "ORC_B", NULL };
    static const char *const zbs[] = { "BCLR", "BCLRI", "BSET", "BSETI", "BINV", "BINVI",
                                       "BEXT", "BEXTI", NULL };
    static const char *const mul[] = { "MUL", "MULH", "MULHSU", "MULHU", "MULW", NULL };
    /* RV64I and its extensions' W/D forms (no _RV64 suffix to tell) */
    static const char *const rv64[] = {
        "LD", "SD", "LWU", "ADDW", "ADDIW", "SUBW", "SLLW", "SRLW", "SRAW", "SLLIW",
        "SRLIW", "SRAIW", NULL };
    if (strstr(name, "_INX") || ends(name, "_IN32X"))
        return -2;
    if (is_one_of(name, rv64))
        return RVF_64BIT;
    if (!strcmp(name, "LD_RV32") || !strcmp(name, "SD_RV32"))
        return RVF_ZILSD;
    if (starts(name, "C_") && ends(name, "_RV32") && (strstr(name, "_LD") || strstr(name, "_SD")))
        return RVF_ZCLSD;
    for (const char *const *p = vendor; *p; p++)
        if (starts(name, *p))
            return -2;
    if (starts(name, "C_"))
        return compressed_feature(name);
    if (is_one_of(name, mul))
        return RVF_ZMMUL;
    if (starts(name, "DIV") || starts(name, "REM"))
        return RVF_M;
    if (starts(name, "AMOCAS"))
        return RVF_ZACAS;
    if (starts(name, "AMO"))
        return RVF_ZAAMO;
    if (starts(name, "LR_") || starts(name, "SC_"))
        return RVF_ZALRSC;
    /* load-acquire, store-release: LB_AQ, SD_AQRL */
    if ((name[0] == 'L' || name[0] == 'S') && strchr("BHWD", name[1]) && name[1] &&
        (!strcmp(name + 2, "_AQ") || !strcmp(name + 2, "_RL") || !strcmp(name + 2, "_AQRL")))
        return RVF_ZALASR;
    if (starts(name, "CSRR"))
        return RVF_ZICSR;
    if (!strcmp(name, "FENCE_I"))
        return RVF_ZIFENCEI;
    if (is_one_of(name, zba))
        return RVF_ZBA;
    if (is_one_of(name, zbb))
        return RVF_ZBB;
    if (is_one_of(name, zbs))
        return RVF_ZBS;
    if (starts(name, "CLMUL"))
        return RVF_ZBC;
    if (starts(name, "CZERO_"))
        return RVF_ZICOND;
    if (starts(name, "PACK") || starts(name, "BREV8") || starts(name, "ZIP") ||
        starts(name, "UNZIP"))
        return RVF_ZBKB;
    if (starts(name, "XPERM"))
        return RVF_ZBKX;
    if (starts(name, "CBO_ZERO"))
        return RVF_ZICBOZ;
    if (starts(name, "CBO_"))
        return RVF_ZICBOM;
    if (starts(name, "PREFETCH_"))
        return RVF_ZICBOP;
    if (starts(name, "AES") || starts(name, "SHA") || starts(name, "SM3") ||
        starts(name, "SM4"))
        return -2;
    if (name[0] == 'F' && strcmp(name, "FENCE") && strcmp(name, "FENCE_TSO"))
        return float_feature(name);
    if (name[0] == 'V') {
        if (strstr(name, "E64") || strstr(name, "EI64"))
            return RVF_ZVE64X;
        if ((starts(name, "VF") && strcmp(name, "VFIRST_M")) || starts(name, "VMF"))
            return RVF_ZVE32F; /* (vfirst.m is a mask instruction, not FP) */
        return RVF_ZVE32X;
    }
    return -1;
}
