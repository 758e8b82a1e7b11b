/* Unit tests of model: every shipped x86-64 model loads; parameters,
 * resources and classes read back; malformed models fail with a location. */
#include <config.h>

#include <stdlib.h>

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
    tap_is_str(e, "(loaded)", "a minimal model loads");
    free(e);
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
    } else {
        print_diags(&d);
    }
    mca_catalog_free(cat);
    mca_diags_free(&d);
    free(dir);
    free(catpath);
    return tap_done();
}
