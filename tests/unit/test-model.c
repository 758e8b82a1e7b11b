/* Unit tests of model: every shipped x86-64 model loads; parameters,
 * resources and classes read back; malformed models fail with a location;
 * the models and CPU index compiled into libmcacore (mca_model_open,
 * mca_cpu_index_open) hold exactly what the text files do. */
#include <config.h>

#include <stdlib.h>

#include "../../libcore/builtin.h"
#include "capture.h"
#include "mca/model.h"
#include "tap.h"

static char *join(const char *a, const char *b, const char *c)
{
    size_t n = strlen(a) + strlen(b) + strlen(c) + 1;
    char *p = malloc(n);
    snprintf(p, n, "%s%s%s", a, b, c);
    return p;
}

static void print_diags(const mca_diags *d)
{
    char *s = render_diags(d);
    printf("# %s\n", s ? s : "");
    free(s);
}

static const mca_resource *find_resource(const mca_model *m, const char *name)
{
    for (unsigned i = 1; i < mca_model_resource_count(m); i++)
        if (strcmp(mca_model_resource(m, i)->name, name) == 0)
            return mca_model_resource(m, i);
    return NULL;
}

static void test_skylake(const mca_catalog *cat, const char *dir)
{
    mca_diags d;
    mca_diags_init(&d);
    char *path = join(dir, "/x86-64/skylake", ".model");
    mca_model *m = mca_model_load(path, cat, &d);
    free(path);
    if (!tap_ok(m != NULL, "skylake loads")) {
        print_diags(&d);
        mca_diags_free(&d);
        return;
    }
    const mca_model_params *p = mca_model_parameters(m);
    tap_is_num(p->issue_width, 6, "issue width");
    tap_is_num(p->micro_op_buffer_size, 224, "micro-op buffer");
    const mca_resource *any = find_resource(m, "SKLPort0156");
    tap_ok(any && any->group && any->member_count == 4 && any->units == 4,
           "SKLPort0156 is a group of four ports");
    const mca_opcode *add = mca_catalog_opcode_named(cat, "ADD32rr", 7);
    const mca_sched_class *c = add ? mca_model_class(m, add->sched_class) : NULL;
    tap_ok(c && c->defined && c->uops == 1 && c->lat_count >= 1 && c->lat[0].cycles == 1,
           "ADD32rr: one uop, latency 1");
    tap_ok(c && c->res_count == 2 && c->res[0].release == 1,
           "ADD32rr uses two resources for one cycle");
    mca_model_free(m);
    mca_diags_free(&d);
}

#ifdef MCA_BUILTIN_MODELS
static bool same_params(const mca_model_params *a, const mca_model_params *b)
{
    return strcmp(a->name, b->name) == 0 && a->issue_width == b->issue_width &&
           a->micro_op_buffer_size == b->micro_op_buffer_size &&
           a->loop_micro_op_buffer_size == b->loop_micro_op_buffer_size &&
           a->load_latency == b->load_latency && a->high_latency == b->high_latency &&
           a->mispredict_penalty == b->mispredict_penalty &&
           a->post_ra_scheduler == b->post_ra_scheduler &&
           a->complete_model == b->complete_model &&
           a->enable_intervals == b->enable_intervals &&
           a->extra_processor_info == b->extra_processor_info &&
           a->reorder_buffer_size == b->reorder_buffer_size &&
           a->max_retire_per_cycle == b->max_retire_per_cycle &&
           a->load_queue == b->load_queue && a->store_queue == b->store_queue;
}

static bool same_mem(const void *a, const void *b, size_t n)
{
    return n == 0 || memcmp(a, b, n) == 0;
}

static bool same_class(const mca_sched_class *a, const mca_sched_class *b)
{
    if (!a->name || !b->name)
        return a->name == b->name && a->defined == b->defined && a->variant == b->variant;
    return strcmp(a->name, b->name) == 0 && a->defined == b->defined &&
           a->variant == b->variant && a->uops == b->uops &&
           a->begin_group == b->begin_group && a->end_group == b->end_group &&
           a->retire_ooo == b->retire_ooo && a->res_count == b->res_count &&
           a->lat_count == b->lat_count && a->read_advance_count == b->read_advance_count &&
           same_mem(a->res, b->res, a->res_count * sizeof *a->res) &&
           same_mem(a->lat, b->lat, a->lat_count * sizeof *a->lat) &&
           same_mem(a->read_advance, b->read_advance,
                    a->read_advance_count * sizeof *a->read_advance);
}

static bool same_resource(const mca_resource *a, const mca_resource *b)
{
    return strcmp(a->name, b->name) == 0 && a->units == b->units && a->buffer == b->buffer &&
           a->super == b->super && a->group == b->group && a->member_count == b->member_count &&
           same_mem(a->members, b->members, a->member_count * sizeof *a->members);
}

static bool same_regfile(const mca_register_file *a, const mca_register_file *b)
{
    if (strcmp(a->name, b->name) != 0 || a->size != b->size || a->max_moves != b->max_moves ||
        a->zero_moves_only != b->zero_moves_only || a->cost_count != b->cost_count)
        return false;
    for (unsigned k = 0; k < a->cost_count; k++)
        if (a->costs[k].regclass != b->costs[k].regclass || a->costs[k].cost != b->costs[k].cost ||
            a->costs[k].eliminable != b->costs[k].eliminable)
            return false;
    return true;
}

/* Rules compare by content: condition indices differ between the two. */
static bool same_rules(const mca_model *a, const mca_model *b)
{
    size_t na, nb;
    const mca_rule_cond *ca = mca_model_conds(a, &na), *cb = mca_model_conds(b, &nb);
    for (int k = 0; k < MCA_RULE_KINDS; k++) {
        const mca_rule *ra = mca_model_rules(a, k, &na), *rb = mca_model_rules(b, k, &nb);
        if (na != nb)
            return false;
        for (size_t i = 0; i < na; i++) {
            if (ra[i].opcode != rb[i].opcode || ra[i].cls != rb[i].cls ||
                ra[i].kind != rb[i].kind || ra[i].value != rb[i].value || ra[i].cond_count != rb[i].cond_count)
                return false;
            for (unsigned c = 0; c < ra[i].cond_count; c++) {
                const mca_rule_cond *x = &ca[ra[i].cond_first + c], *y = &cb[rb[i].cond_first + c];
                if (x->kind != y->kind || x->a != y->a || x->b != y->b || x->lo != y->lo ||
                    x->hi != y->hi || x->reg != y->reg)
                    return false;
            }
        }
    }
    return true;
}

/* Do two models hold the same data?  Describes the first difference. */
static bool same_model(const mca_model *a, const mca_model *b, const char **what)
{
    *what = "parameters";
    if (!same_params(mca_model_parameters(a), mca_model_parameters(b)))
        return false;
    *what = "resources";
    if (mca_model_resource_count(a) != mca_model_resource_count(b))
        return false;
    for (unsigned i = 1; i < mca_model_resource_count(a); i++)
        if (!same_resource(mca_model_resource(a, i), mca_model_resource(b, i)) ||
            mca_model_resource_mask(a, i) != mca_model_resource_mask(b, i))
            return false;
    *what = "classes";
    if (mca_model_class_count(a) != mca_model_class_count(b))
        return false;
    for (unsigned i = 0; i < mca_model_class_count(a); i++)
        if (!same_class(mca_model_class(a, i), mca_model_class(b, i)))
            return false;
    *what = "register files";
    if (mca_model_register_file_count(a) != mca_model_register_file_count(b))
        return false;
    for (unsigned i = 0; i < mca_model_register_file_count(a); i++)
        if (!same_regfile(mca_model_register_file(a, i), mca_model_register_file(b, i)))
            return false;
    *what = "rules";
    return same_rules(a, b);
}

/* Every compiled model of target equals its text file, read with the text
 * catalog and, on x86-64, with the compiled one (as --model=FILE does). */
static void test_compiled_target(const char *top, const char *target)
{
    mca_diags d;
    mca_diags_init(&d);
    unsetenv("MCA_MODELS_DIR");
    char *tdir = join(top, "/", target);
    char *catpath = join(tdir, "/catalog", "");
    mca_catalog *text_cat = mca_catalog_load(catpath, &d);
    mca_catalog *cat = mca_catalog_open(target, &d);
    mca_cpu_index idx, text_idx;
    char name[128];
    snprintf(name, sizeof name, "%s: compiled catalog and CPU index open", target);
    if (!tap_ok(text_cat && cat && mca_cpu_index_open(&idx, target, &d) == 0 &&
                mca_cpu_index_load(&text_idx, top, target, &d) == 0, name)) {
        print_diags(&d);
        mca_catalog_free(cat);
        mca_catalog_free(text_cat);
        mca_diags_free(&d);
        free(tdir);
        free(catpath);
        return;
    }
    bool same_index = idx.count == text_idx.count;
    for (unsigned i = 0; same_index && i < idx.count; i++)
        same_index = strcmp(idx.cpus[i].name, text_idx.cpus[i].name) == 0 &&
                     !idx.cpus[i].model == !text_idx.cpus[i].model &&
                     (!idx.cpus[i].model || strcmp(idx.cpus[i].model, text_idx.cpus[i].model) == 0);
    snprintf(name, sizeof name, "%s: compiled CPU index as in the text", target);
    tap_ok(same_index, name);
    bool mixed_too = strcmp(target, "x86-64") == 0;
    unsigned models = 0, same = 0;
    for (unsigned i = 0; i < idx.count; i++) {
        const char *model = idx.cpus[i].model;
        bool seen = !model; /* each model once */
        for (unsigned k = 0; !seen && k < i; k++)
            seen = idx.cpus[k].model && strcmp(idx.cpus[k].model, model) == 0;
        if (seen)
            continue;
        models++;
        char *path = join(tdir, "/", model);
        char *full = join(path, ".model", "");
        mca_model *bin = mca_model_open(model, cat, &d);
        mca_model *text = mca_model_load(full, text_cat, &d);
        mca_model *mixed = mixed_too ? mca_model_load(full, cat, &d) : NULL;
        const char *what = "loading";
        if (bin && text && same_model(text, bin, &what) &&
            (!mixed_too || (mixed && same_model(mixed, bin, &what))))
            same++;
        else
            printf("# %s: %s differ\n", model, what);
        if (d.count)
            print_diags(&d);
        mca_diags_free(&d);
        mca_diags_init(&d);
        mca_model_free(bin);
        mca_model_free(text);
        mca_model_free(mixed);
        free(path);
        free(full);
    }
    snprintf(name, sizeof name, "%s: every compiled model (%u) as in its text file", target,
             models);
    tap_ok(models > 0 && same == models, name);
    tap_ok(!mca_model_open("no-such-model", cat, &d), "an unknown model is an error");
    mca_cpu_index_free(&idx);
    mca_cpu_index_free(&text_idx);
    mca_catalog_free(cat);
    mca_catalog_free(text_cat);
    mca_diags_free(&d);
    free(tdir);
    free(catpath);
}

static void test_compiled(const char *top)
{
    test_compiled_target(top, "x86-64");
    test_compiled_target(top, "aarch64");
    test_compiled_target(top, "riscv64");
}

#endif

static void test_every_model(const mca_catalog *cat, const char *dir)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_cpu_index idx;
    if (!tap_ok(mca_cpu_index_load(&idx, dir, "x86-64", &d) == 0, "the CPU index loads")) {
        print_diags(&d);
        mca_diags_free(&d);
        return;
    }
    tap_ok(idx.count >= 84, "at least 84 x86-64 CPU names");
    const mca_cpu_entry *e = mca_cpu_index_find(&idx, "skylake-avx512");
    tap_ok(e && e->model, "skylake-avx512 has a model");
    unsigned loaded = 0, tried = 0;
    for (unsigned i = 0; i < idx.count; i++) {
        const char *model = idx.cpus[i].model;
        if (!model)
            continue;
        int seen = 0; /* load each model once */
        for (unsigned k = 0; k < i; k++)
            if (idx.cpus[k].model && strcmp(idx.cpus[k].model, model) == 0)
                seen = 1;
        if (seen)
            continue;
        tried++;
        char *path = join(dir, "/x86-64/", model);
        char *full = join(path, ".model", "");
        mca_model *m = mca_model_load(full, cat, &d);
        if (m)
            loaded++;
        else
            print_diags(&d);
        mca_diags_free(&d);
        mca_model_free(m);
        free(path);
        free(full);
    }
    tap_ok(tried >= 17 && loaded == tried, "every distinct x86-64 model loads");
    printf("# %u of %u models loaded\n", loaded, tried);
    mca_cpu_index_free(&idx);
    mca_diags_free(&d);
}

static char *load_error(const mca_catalog *cat, const char *text)
{
    char name[] = "/tmp/mca-model-XXXXXX";
    int fd = mkstemp(name);
    FILE *f = fdopen(fd, "w");
    fputs(text, f);
    fclose(f);
    mca_diags d;
    mca_diags_init(&d);
    mca_model *m = mca_model_load(name, cat, &d);
    char *s = render_diags(&d);
    mca_model_free(m);
    mca_diags_free(&d);
    remove(name);
    char *colon = s ? strchr(s, ':') : NULL;
    char *out = strdup(m ? "(loaded)" : colon ? colon : "(no error)");
    free(s);
    return out;
}

static void test_malformed(const mca_catalog *cat)
{
    const char *head = "mca-model 1\nllvm 22.1.8\ntarget x86-64 x86_64-unknown-linux-gnu\n";
    char buf[1024];
    snprintf(buf, sizeof buf, "%sissue-width x\n", head);
    char *e = load_error(cat, buf);
    tap_is_str(e, ":4:13: error: expected a number, found 'x'\nissue-width x\n            ^\n",
               "bad parameter value");
    free(e);
    snprintf(buf, sizeof buf, "%sresource 1 P0 units=1 buffer=-1 super=-\n"
             "group 2 G units=2 buffer=-1 super=- members=P0,P9\nclasses 2\n", head);
    e = load_error(cat, buf);
    tap_is_str(e, ":5:48: error: unknown resource 'P9'\n"
               "group 2 G units=2 buffer=-1 super=- members=P0,P9\n"
               "                                               ^~\n", "unknown group member");
    free(e);
    snprintf(buf, sizeof buf, "%sresource 1 P0 units=1 buffer=-1 super=-\nclasses 2\n"
             "class 1 WriteALU uops=1 res=P0:0:1 lat=1:0 speed=9\n", head);
    e = load_error(cat, buf);
    tap_is_str(e, ":6:44: error: unknown or invalid field 'speed=9'\n"
               "class 1 WriteALU uops=1 res=P0:0:1 lat=1:0 speed=9\n"
               "                                           ^~~~~~~\n", "unknown class field");
    free(e);
    snprintf(buf, sizeof buf, "%sclasses 2\nidiom NOPE zero 0x0 same=1,2\n", head);
    e = load_error(cat, buf);
    tap_is_str(e, ":5:7: error: unknown opcode 'NOPE'\nidiom NOPE zero 0x0 same=1,2\n"
               "      ^~~~\n", "unknown opcode in a rule");
    free(e);
    snprintf(buf, sizeof buf, "%sclasses 2\n", head);
    e = load_error(cat, buf);
    tap_is_str(e, ":4:10: error: the model has no 'issue-width' record\nclasses 2\n"
               "         ^\n", "the issue width is required");
    free(e);
    snprintf(buf, sizeof buf, "%sissue-width 1\nclasses 2\n", head);
    e = load_error(cat, buf);
    tap_is_str(e, "(loaded)", "a minimal model loads");
    free(e);
}

/* RISC-V: a vector pseudo's class that is variant in a model resolves by
 * its own variant-class records, not the opcode's: vlse32.v under LMUL M2
 * on the SiFive 7 model takes the M2 strided-load class, where the
 * opcode's own class resolves to the worst case (M8). */
static void test_variant_class(const char *dir)
{
    mca_diags d;
    mca_diags_init(&d);
    char *catpath = join(dir, "/riscv64/catalog", "");
    char *path = join(dir, "/riscv64/sifive-7-series", ".model");
    mca_catalog *cat = mca_catalog_load(catpath, &d);
    mca_model *m = cat ? mca_model_load(path, cat, &d) : NULL;
    if (!tap_ok(m != NULL, "riscv64 catalog and sifive-7-series load")) {
        print_diags(&d);
    } else {
        const mca_opcode *op = mca_catalog_opcode_named(cat, "VLSE32_V", 8);
        const mca_rvv_class *r = NULL;
        size_t n = op ? mca_catalog_rvv_classes(cat, op->number, &r) : 0;
        unsigned m2 = 0;
        for (size_t i = 0; i < n; i++)
            if (r[i].lmul == MCA_LMUL_M2 && r[i].sew == 32)
                m2 = r[i].sched_class;
        mca_inst inst = { .opcode = op ? op->number : 0 };
        int own = op ? mca_model_resolve_class(m, &inst, op->sched_class) : -1;
        int cls = m2 ? mca_model_resolve_class(m, &inst, m2) : -1;
        const mca_sched_class *c = cls > 0 ? mca_model_class(m, (unsigned)cls) : NULL;
        const mca_sched_class *o = own > 0 ? mca_model_class(m, (unsigned)own) : NULL;
        tap_ok(c && strstr(c->name, "WriteVLDS32_M2_"), "vlse32.v at M2: the M2 class");
        tap_ok(o && strstr(o->name, "WriteVLDS32_M8_"), "vlse32.v alone: the worst case (M8)");
    }
    mca_model_free(m);
    mca_catalog_free(cat);
    mca_diags_free(&d);
    free(catpath);
    free(path);
}

int main(void)
{
    const char *top = getenv("top_srcdir");
    char *dir = join(top ? top : "..", "/libcore/models", "");
    char *catpath = join(dir, "/x86-64/catalog", "");
    mca_diags d;
    mca_diags_init(&d);
    mca_catalog *cat = mca_catalog_load(catpath, &d);
    if (tap_ok(cat != NULL, "catalog loads")) {
        test_skylake(cat, dir);
        test_every_model(cat, dir);
        test_malformed(cat);
        test_variant_class(dir);
#ifdef MCA_BUILTIN_MODELS
        test_compiled(dir);
#endif
    } else {
        print_diags(&d);
    }
    mca_catalog_free(cat);
    mca_diags_free(&d);
    free(dir);
    free(catpath);
    return tap_done();
}
