/* llvm: LLVM's C API loaded on demand (see llvm.h).
 *
 * The C API headers give the types; every function is looked up with
 * dlsym, so the tools never link LLVM and a run without -show-encoding or
 * a host CPU query never maps it. */
#include <config.h>

#include "llvm.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/Core.h>
#include <llvm-c/Disassembler.h>
#include <llvm-c/Object.h>
#include <llvm-c/TargetMachine.h>

typedef char *(*string_fn)(void);
typedef void (*dispose_fn)(char *);

/* The library: $MCA_LLVM_LIBRARY, else the one configure found. */
static const char *library_path(void)
{
    const char *path = getenv("MCA_LLVM_LIBRARY");
    return path && *path ? path : MCA_LLVM_LIBRARY;
}

/* The library handle; opened once per process and never closed, like a
 * linked library (dlopen itself is thread-safe and reference counted). */
static void *library(void)
{
    void *h = dlopen(library_path(), RTLD_LAZY | RTLD_LOCAL);
    return h;
}

/* Copy an LLVM-owned message and dispose of it. */
static char *take(void *h, char *msg)
{
    if (!msg)
        return NULL;
    char *copy = strdup(msg);
    dispose_fn dispose = (dispose_fn)dlsym(h, "LLVMDisposeMessage");
    if (dispose)
        dispose(msg);
    return copy;
}

static char *call(const char *name)
{
    void *h = library();
    if (!h)
        return NULL;
    string_fn fn = (string_fn)dlsym(h, name);
    return fn ? take(h, fn()) : NULL;
}

char *mca_llvm_host_cpu(void)
{
    char *cpu = call("LLVMGetHostCPUName");
    return cpu ? cpu : strdup("generic");
}

/* ------------------------------------------------------------ the API */

#define FN(name) __typeof__(name) *name
typedef struct {
    FN(LLVMDisposeMessage);
    FN(LLVMContextCreate);
    FN(LLVMContextDispose);
    FN(LLVMContextSetDiagnosticHandler);
    FN(LLVMGetDiagInfoDescription);
    FN(LLVMGetDiagInfoSeverity);
    FN(LLVMModuleCreateWithNameInContext);
    FN(LLVMDisposeModule);
    FN(LLVMSetTarget);
    FN(LLVMSetModuleInlineAsm2);
    FN(LLVMGetTargetFromTriple);
    FN(LLVMCreateTargetMachine);
    FN(LLVMDisposeTargetMachine);
    FN(LLVMTargetMachineEmitToMemoryBuffer);
    FN(LLVMDisposeMemoryBuffer);
    FN(LLVMCreateBinary);
    FN(LLVMDisposeBinary);
    FN(LLVMObjectFileCopySectionIterator);
    FN(LLVMObjectFileIsSectionIteratorAtEnd);
    FN(LLVMMoveToNextSection);
    FN(LLVMDisposeSectionIterator);
    FN(LLVMGetSectionName);
    FN(LLVMGetSectionSize);
    FN(LLVMGetSectionContents);
    FN(LLVMObjectFileCopySymbolIterator);
    FN(LLVMObjectFileIsSymbolIteratorAtEnd);
    FN(LLVMMoveToNextSymbol);
    FN(LLVMDisposeSymbolIterator);
    FN(LLVMGetSymbolName);
    FN(LLVMGetSymbolAddress);
    FN(LLVMGetRelocations);
    FN(LLVMIsRelocationIteratorAtEnd);
    FN(LLVMMoveToNextRelocation);
    FN(LLVMDisposeRelocationIterator);
    FN(LLVMGetRelocationOffset);
    FN(LLVMGetRelocationType);
    FN(LLVMCreateDisasmCPUFeatures);
    FN(LLVMDisasmInstruction);
    FN(LLVMDisasmDispose);
} api;
#undef FN

static const struct { const char *name; size_t at; } api_names[] = {
#define E(name) { #name, offsetof(api, name) }
    E(LLVMDisposeMessage), E(LLVMContextCreate), E(LLVMContextDispose),
    E(LLVMContextSetDiagnosticHandler), E(LLVMGetDiagInfoDescription),
    E(LLVMGetDiagInfoSeverity), E(LLVMModuleCreateWithNameInContext), E(LLVMDisposeModule),
    E(LLVMSetTarget), E(LLVMSetModuleInlineAsm2), E(LLVMGetTargetFromTriple),
    E(LLVMCreateTargetMachine), E(LLVMDisposeTargetMachine),
    E(LLVMTargetMachineEmitToMemoryBuffer), E(LLVMDisposeMemoryBuffer), E(LLVMCreateBinary),
    E(LLVMDisposeBinary), E(LLVMObjectFileCopySectionIterator),
    E(LLVMObjectFileIsSectionIteratorAtEnd), E(LLVMMoveToNextSection),
    E(LLVMDisposeSectionIterator), E(LLVMGetSectionName), E(LLVMGetSectionSize),
    E(LLVMGetSectionContents), E(LLVMObjectFileCopySymbolIterator),
    E(LLVMObjectFileIsSymbolIteratorAtEnd), E(LLVMMoveToNextSymbol),
    E(LLVMDisposeSymbolIterator), E(LLVMGetSymbolName), E(LLVMGetSymbolAddress),
    E(LLVMGetRelocations), E(LLVMIsRelocationIteratorAtEnd), E(LLVMMoveToNextRelocation),
    E(LLVMDisposeRelocationIterator), E(LLVMGetRelocationOffset), E(LLVMGetRelocationType),
    E(LLVMCreateDisasmCPUFeatures), E(LLVMDisasmInstruction), E(LLVMDisasmDispose),
#undef E
};

/* A malloc'd printf; NULL when memory runs out. */
static char *message(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *message(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return NULL;
    char *s = malloc((size_t)n + 1);
    if (!s)
        return NULL;
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

/* Open LLVM, resolve the API and initialise target m->target (its info,
 * MC layer, assembler parser and printer, disassembler).  0, or -1 with
 * *error set. */
static int load(api *a, const mca_llvm_machine *m, char **error)
{
    void *h = library();
    if (!h) {
        const char *why = dlerror();
        *error = message("cannot load LLVM: %s", why ? why : library_path());
        return -1;
    }
    for (size_t i = 0; i < sizeof api_names / sizeof api_names[0]; i++) {
        void *fn = dlsym(h, api_names[i].name);
        if (!fn) {
            *error = message("%s has no %s", library_path(), api_names[i].name);
            return -1;
        }
        memcpy((char *)a + api_names[i].at, &fn, sizeof fn);
    }
    static const char *const parts[] = { "TargetInfo", "Target", "TargetMC", "AsmParser",
                                         "AsmPrinter", "Disassembler" };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        char name[64];
        snprintf(name, sizeof name, "LLVMInitialize%s%s", m->target, parts[i]);
        void (*init)(void) = (void (*)(void))dlsym(h, name);
        if (!init) {
            *error = message("%s has no %s", library_path(), name);
            return -1;
        }
        init();
    }
    return 0;
}

/* ------------------------------------------------------------ assembling */

/* The errors LLVM reports while assembling: the first line of each, one
 * per line. */
typedef struct {
    const api *a;
    char *errors;
    int failed;
} diag_sink;

static void on_diagnostic(LLVMDiagnosticInfoRef di, void *ctx)
{
    diag_sink *s = ctx;
    if (s->a->LLVMGetDiagInfoSeverity(di) != LLVMDSError)
        return;
    s->failed = 1;
    char *d = s->a->LLVMGetDiagInfoDescription(di);
    if (!d)
        return;
    size_t have = s->errors ? strlen(s->errors) : 0, n = strcspn(d, "\n");
    char *all = realloc(s->errors, have + n + 2);
    if (all) {
        memcpy(all + have, d, n);
        all[have + n] = '\n';
        all[have + n + 1] = 0;
        s->errors = all;
    }
    s->a->LLVMDisposeMessage(d);
}

/* Copy LLVM's message into *error (a fallback text when there is none). */
static void set_error(const api *a, char **error, char *llvm_msg, const char *fallback)
{
    *error = message("%s", llvm_msg && *llvm_msg ? llvm_msg : fallback);
    if (llvm_msg)
        a->LLVMDisposeMessage(llvm_msg);
}

static int add_symbol(mca_llvm_object *o, const char *name, uint64_t address, size_t *cap)
{
    if (o->symbol_count == *cap) {
        size_t n = *cap ? *cap * 2 : 64;
        mca_llvm_symbol *s = realloc(o->symbols, n * sizeof *s);
        if (!s)
            return -1;
        o->symbols = s;
        *cap = n;
    }
    char *copy = strdup(name);
    if (!copy)
        return -1;
    o->symbols[o->symbol_count++] = (mca_llvm_symbol){ copy, address };
    return 0;
}

static int read_symbols(const api *a, LLVMBinaryRef bin, const char *prefix,
                        mca_llvm_object *o)
{
    LLVMSymbolIteratorRef it = a->LLVMObjectFileCopySymbolIterator(bin);
    if (!it)
        return -1;
    size_t cap = 0, plen = strlen(prefix);
    int rc = 0;
    for (; rc == 0 && !a->LLVMObjectFileIsSymbolIteratorAtEnd(bin, it);
         a->LLVMMoveToNextSymbol(it)) {
        const char *name = a->LLVMGetSymbolName(it);
        if (name && !strncmp(name, prefix, plen))
            rc = add_symbol(o, name, a->LLVMGetSymbolAddress(it), &cap);
    }
    a->LLVMDisposeSymbolIterator(it);
    return rc;
}

static int read_relocs(const api *a, LLVMSectionIteratorRef sec, mca_llvm_object *o)
{
    LLVMRelocationIteratorRef it = a->LLVMGetRelocations(sec);
    if (!it)
        return -1;
    size_t cap = 0;
    int rc = 0;
    for (; rc == 0 && !a->LLVMIsRelocationIteratorAtEnd(sec, it);
         a->LLVMMoveToNextRelocation(it)) {
        if (o->reloc_count == cap) {
            size_t n = cap ? cap * 2 : 16;
            mca_llvm_reloc *r = realloc(o->relocs, n * sizeof *r);
            if (!r) {
                rc = -1;
                break;
            }
            o->relocs = r;
            cap = n;
        }
        o->relocs[o->reloc_count++] = (mca_llvm_reloc){ a->LLVMGetRelocationOffset(it),
                                                        a->LLVMGetRelocationType(it) };
    }
    a->LLVMDisposeRelocationIterator(it);
    return rc;
}

/* The .text section's bytes, and the relocations against it (ELF keeps
 * them in .rel.text or .rela.text).  0, or -1 out of memory. */
static int read_text(const api *a, LLVMBinaryRef bin, mca_llvm_object *o)
{
    LLVMSectionIteratorRef it = a->LLVMObjectFileCopySectionIterator(bin);
    if (!it)
        return -1;
    int rc = 0;
    for (; rc == 0 && !a->LLVMObjectFileIsSectionIteratorAtEnd(bin, it);
         a->LLVMMoveToNextSection(it)) {
        const char *name = a->LLVMGetSectionName(it);
        if (name && (!strcmp(name, ".rel.text") || !strcmp(name, ".rela.text"))) {
            rc = read_relocs(a, it, o);
            continue;
        }
        if (!name || strcmp(name, ".text") != 0 || o->text)
            continue;
        size_t size = (size_t)a->LLVMGetSectionSize(it);
        o->text = malloc(size ? size : 1);
        if (!o->text) {
            rc = -1;
            break;
        }
        if (size)
            memcpy(o->text, a->LLVMGetSectionContents(it), size);
        o->text_size = size;
    }
    a->LLVMDisposeSectionIterator(it);
    return rc;
}

/* Read what the object holds into o.  0, -1 out of memory. */
static int read_object(const api *a, LLVMMemoryBufferRef buf, const char *prefix,
                       mca_llvm_object *o, char **error)
{
    char *msg = NULL;
    LLVMBinaryRef bin = a->LLVMCreateBinary(buf, NULL, &msg);
    if (!bin) {
        set_error(a, error, msg, "cannot read the assembled object");
        return -1;
    }
    int rc = read_text(a, bin, o);
    if (rc == 0)
        rc = read_symbols(a, bin, prefix, o);
    a->LLVMDisposeBinary(bin);
    if (rc != 0)
        *error = NULL; /* out of memory */
    return rc;
}

/* What LLVM writes on the error stream while it makes a target machine
 * for (cpu, features): an LLVM older than the models warns there about a
 * CPU or a feature it does not know ("'znver4' is not a recognized
 * processor ...", "'+zaamo' is not a recognized feature ...") and ignores
 * it; llvm-mca 22 knows them all and never prints that.  A malloc'd text
 * ("" when the stream could not be captured), NULL out of memory. */
static char *machine_warnings(const api *a, LLVMTargetRef target, const char *triple,
                              const char *cpu, const char *features)
{
    FILE *cap = tmpfile();
    int saved = cap ? dup(STDERR_FILENO) : -1;
    if (saved < 0 || dup2(fileno(cap), STDERR_FILENO) < 0) {
        if (saved >= 0)
            close(saved);
        if (cap)
            fclose(cap);
        return strdup("");
    }
    LLVMTargetMachineRef tm = a->LLVMCreateTargetMachine(
        target, triple, cpu, features, LLVMCodeGenLevelNone, LLVMRelocDefault,
        LLVMCodeModelDefault);
    dup2(saved, STDERR_FILENO);
    close(saved);
    if (tm)
        a->LLVMDisposeTargetMachine(tm);
    long size = ftell(cap);
    char *text = malloc(size > 0 ? (size_t)size + 1 : 1);
    size_t n = 0;
    if (text && size > 0) {
        rewind(cap);
        n = fread(text, 1, (size_t)size, cap);
    }
    if (text)
        text[n] = '\0';
    fclose(cap);
    return text;
}

/* Does warnings name feature f[0, n) as one LLVM does not recognise? */
static bool unrecognised(const char *warnings, const char *f, size_t n)
{
    static const char tail[] = "' is not a recognized feature";
    for (const char *q = warnings; (q = strchr(q, '\'')) != NULL; q++)
        if (!strncmp(q + 1, f, n) && !strncmp(q + 1 + n, tail, sizeof tail - 1))
            return true;
    return false;
}

/* features without the ones warnings names; malloc'd, NULL out of memory. */
static char *known_features(const char *features, const char *warnings)
{
    char *out = malloc(strlen(features) + 1);
    if (!out)
        return NULL;
    size_t len = 0;
    for (const char *p = features; *p;) {
        size_t n = strcspn(p, ",");
        if (n && !unrecognised(warnings, p, n)) {
            if (len)
                out[len++] = ',';
            memcpy(out + len, p, n);
            len += n;
        }
        p += n + (p[n] == ',');
    }
    out[len] = '\0';
    return out;
}

/* "+x,+y" for the list "x,y", then extra ("a,b" and "+z" give
 * "+a,+b,+z"); malloc'd, NULL out of memory. */
static char *enable_list(const char *list, const char *extra)
{
    size_t cap = 2 * strlen(list) + strlen(extra) + 2, len = 0;
    char *out = malloc(cap);
    if (!out)
        return NULL;
    for (const char *p = list; *p;) {
        size_t n = strcspn(p, ",");
        if (n) {
            len += (size_t)snprintf(out + len, cap - len, "%s+%.*s", len ? "," : "", (int)n, p);
        }
        p += n + (p[n] == ',');
    }
    snprintf(out + len, cap - len, "%s%s", len && *extra ? "," : "", extra);
    return out;
}

/* The CPU and features to give LLVM for m.  The CPU, when the loaded LLVM
 * knows it; else none and, in its place, its own features from the
 * models (the encodings depend on them: RISC-V's C extension compresses).
 * Either way the features LLVM does not recognise are left out.  *cpu
 * points into m; *features is malloc'd.  0, or -1 out of memory. */
static int machine_settings(const api *a, LLVMTargetRef target, const mca_llvm_machine *m,
                            const char **cpu, char **features)
{
    *cpu = m->cpu ? m->cpu : "";
    const char *fs = m->features ? m->features : "";
    char *w = machine_warnings(a, target, m->triple, *cpu, fs);
    if (!w)
        return -1;
    char *all = NULL;
    if (**cpu && strstr(w, "is not a recognized processor")) {
        *cpu = "";
        all = enable_list(m->cpu_features ? m->cpu_features : "", fs);
        free(w);
        w = all ? machine_warnings(a, target, m->triple, "", all) : NULL;
        if (!w) {
            free(all);
            return -1;
        }
        fs = all;
    }
    *features = known_features(fs, w);
    free(all);
    free(w);
    return *features ? 0 : -1;
}

/* Emit the module as an object and read it. */
static int emit(const api *a, const mca_llvm_machine *m, LLVMModuleRef mod, diag_sink *sink,
                const char *prefix, mca_llvm_object *out, char **error)
{
    LLVMTargetRef target;
    char *msg = NULL;
    if (a->LLVMGetTargetFromTriple(m->triple, &target, &msg)) {
        set_error(a, error, msg, "unknown target");
        return -1;
    }
    const char *cpu;
    char *features;
    if (machine_settings(a, target, m, &cpu, &features) != 0) {
        *error = NULL; /* out of memory */
        return -1;
    }
    LLVMTargetMachineRef tm = a->LLVMCreateTargetMachine(
        target, m->triple, cpu, features, LLVMCodeGenLevelNone, LLVMRelocDefault,
        LLVMCodeModelDefault);
    free(features);
    if (!tm) {
        *error = message("cannot create a target machine for %s", m->triple);
        return -1;
    }
    LLVMMemoryBufferRef buf = NULL;
    int rc = 0;
    msg = NULL;
    if (a->LLVMTargetMachineEmitToMemoryBuffer(tm, mod, LLVMObjectFile, &msg, &buf) ||
        sink->failed) {
        if (sink->errors) {
            *error = sink->errors;
            sink->errors = NULL;
            if (msg)
                a->LLVMDisposeMessage(msg);
        } else {
            set_error(a, error, msg, "the assembler failed");
        }
        rc = -1;
    } else {
        if (msg)
            a->LLVMDisposeMessage(msg);
        rc = read_object(a, buf, prefix, out, error);
    }
    if (buf)
        a->LLVMDisposeMemoryBuffer(buf);
    a->LLVMDisposeTargetMachine(tm);
    return rc;
}

int mca_llvm_assemble(const mca_llvm_machine *m, const char *source,
                      const char *symbol_prefix, mca_llvm_object *out, char **error)
{
    memset(out, 0, sizeof *out);
    *error = NULL;
    api a;
    if (load(&a, m, error) != 0)
        return -1;
    LLVMContextRef ctx = a.LLVMContextCreate();
    diag_sink sink = { &a, NULL, 0 };
    /* Without a handler LLVM prints inline assembly errors and exits. */
    a.LLVMContextSetDiagnosticHandler(ctx, on_diagnostic, &sink);
    LLVMModuleRef mod = a.LLVMModuleCreateWithNameInContext("mca", ctx);
    a.LLVMSetTarget(mod, m->triple);
    a.LLVMSetModuleInlineAsm2(mod, source, strlen(source));
    int rc = emit(&a, m, mod, &sink, symbol_prefix, out, error);
    free(sink.errors);
    a.LLVMDisposeModule(mod);
    a.LLVMContextDispose(ctx);
    if (rc != 0)
        mca_llvm_object_free(out);
    return rc;
}

void mca_llvm_object_free(mca_llvm_object *o)
{
    for (size_t i = 0; i < o->symbol_count; i++)
        free(o->symbols[i].name);
    free(o->symbols);
    free(o->relocs);
    free(o->text);
    memset(o, 0, sizeof *o);
}

/* ------------------------------------------------------------ decoding */

struct mca_llvm_decoder {
    api a;
    LLVMDisasmContextRef dc;
    mca_llvm_field fields[MCA_LLVM_MAX_FIELDS];
    unsigned field_count;
};

/* The disassembler asks this for a symbolic name of every immediate and
 * displacement it decodes, telling where the operand lies: that is all we
 * want from it.  0: no symbolic information. */
static int on_operand(void *dis_info, uint64_t pc, uint64_t offset, uint64_t op_size,
                      uint64_t inst_size, int tag_type, void *tag_buf)
{
    (void)pc, (void)inst_size, (void)tag_type, (void)tag_buf;
    mca_llvm_decoder *d = dis_info;
    if (d->field_count < MCA_LLVM_MAX_FIELDS)
        d->fields[d->field_count] = (mca_llvm_field){ (unsigned)offset, (unsigned)op_size };
    d->field_count++;
    return 0;
}

/* LLVM 14's callback has no instruction size (LLVM 15 added it); the
 * headers the tools are built with decide which one LLVM calls. */
static int on_operand_no_size(void *dis_info, uint64_t pc, uint64_t offset, uint64_t size,
                              int tag_type, void *tag_buf)
{
    return on_operand(dis_info, pc, offset, size, 0, tag_type, tag_buf);
}

#define ON_OPERAND                                                                      \
    _Generic((LLVMOpInfoCallback)0,                                                     \
             int (*)(void *, uint64_t, uint64_t, uint64_t, int, void *): on_operand_no_size, \
             default: on_operand)

mca_llvm_decoder *mca_llvm_decoder_new(const mca_llvm_machine *m, char **error)
{
    *error = NULL;
    mca_llvm_decoder *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    if (load(&d->a, m, error) != 0) {
        free(d);
        return NULL;
    }
    LLVMTargetRef target;
    char *msg = NULL;
    const char *cpu = m->cpu;
    char *features = NULL;
    if (d->a.LLVMGetTargetFromTriple(m->triple, &target, &msg))
        features = strdup(m->features ? m->features : "");
    else if (machine_settings(&d->a, target, m, &cpu, &features) != 0)
        features = NULL;
    if (msg)
        d->a.LLVMDisposeMessage(msg);
    if (!features) {
        free(d);
        return NULL;
    }
    d->dc = d->a.LLVMCreateDisasmCPUFeatures(m->triple, cpu, features, d, 1, ON_OPERAND,
                                             NULL);
    free(features);
    if (!d->dc) {
        *error = message("LLVM has no disassembler for %s", m->triple);
        free(d);
        return NULL;
    }
    return d;
}

size_t mca_llvm_decode(mca_llvm_decoder *d, const unsigned char *bytes, size_t len,
                       mca_llvm_field *fields, unsigned *field_count)
{
    char text[256];
    d->field_count = 0;
    size_t n = d->a.LLVMDisasmInstruction(d->dc, (uint8_t *)bytes, len, 0, text, sizeof text);
    unsigned kept = d->field_count < MCA_LLVM_MAX_FIELDS ? d->field_count
                                                          : MCA_LLVM_MAX_FIELDS;
    memcpy(fields, d->fields, kept * sizeof *fields);
    *field_count = kept;
    return n;
}

size_t mca_llvm_disassemble(mca_llvm_decoder *d, const unsigned char *bytes, size_t len,
                            char *text, size_t size)
{
    d->field_count = 0;
    return d->a.LLVMDisasmInstruction(d->dc, (uint8_t *)bytes, len, 0, text, size);
}

void mca_llvm_decoder_free(mca_llvm_decoder *d)
{
    if (!d)
        return;
    d->a.LLVMDisasmDispose(d->dc);
    free(d);
}
