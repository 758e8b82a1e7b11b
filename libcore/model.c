/* model: loading a CPU scheduling model and evaluating its rules
 * (see mca/model.h). */
#include <config.h>

#include "mca/model.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "builtin.h"
#include "lazytab.h"
#include "model-memo.h"
#include "mca/source.h"
#include "records.h"
#include "strmap.h"

/* Rules of one kind, sorted by opcode, in file order per opcode. */
typedef struct {
    const mca_rule *list;
    size_t count, capacity;
} rule_set;

struct mca_model {
    const mca_bi_model *bi; /* compiled tables, or NULL when loaded from text */
    mca_arena arena;
    mca_model_params params;
    mca_resource *resources;
    uint64_t *masks;        /* llvm-mca's resource masks, by index */
    unsigned resource_count;
    mca_sched_class *classes; /* text: by index */
    mca_lazytab lazy_classes; /* bi: made on first use, by index */
    mca_lazytab class_memos;  /* model-memo.h: the describer's, by class */
    unsigned class_count;
    mca_register_file *rfs;
    unsigned rf_count;
    rule_set rules[MCA_RULE_KINDS];
    const mca_rule_cond *conds;
    size_t cond_count, cond_capacity;
};

/* A resource name to resolve once every resource is known. */
typedef struct {
    mca_field names;
    unsigned owner;
    int what;               /* 0 super, 1 members, 2 load queue, 3 store queue */
} pending_name;

typedef struct {
    mca_model *m;
    const mca_catalog *cat;
    mca_records r;
    mca_strmap resource_names;
    pending_name *pending;
    size_t pending_count, pending_capacity;
    unsigned resource_capacity, rf_capacity;
    bool resources_resolved;
    size_t *resource_at;     /* offset of each resource's name in the file */
    unsigned resource_at_capacity;
    bool issue_width_given;
} loader;

/* Limits on what a model may say: what LLVM's tables can hold (16-bit
 * cycles and uop counts, 64 units to a resource's mask) or, for sizes LLVM
 * keeps unbounded, far beyond any CPU, so that a model file cannot make
 * the tools allocate or simulate without bound (mca-models(5)). */
enum {
    MAX_UNITS = 64, MAX_CYCLES = 65535, MAX_UOPS = 65535, MAX_SIZE = 1 << 20,
    MAX_CLASSES = 1 << 20
};

static void *grow(void *p, unsigned *capacity, unsigned need, size_t elem)
{
    if (need <= *capacity)
        return p;
    unsigned cap = *capacity ? *capacity : 16;
    while (cap < need)
        cap *= 2;
    void *q = realloc(p, (size_t)cap * elem);
    if (!q)
        return NULL;
    memset((char *)q + (size_t)*capacity * elem, 0, (size_t)(cap - *capacity) * elem);
    *capacity = cap;
    return q;
}

/* An error at a field seen earlier (the current record has moved on). */
static bool error_at(loader *L, size_t offset, size_t len, const char *what, const char *name)
{
    mca_source_diag(L->r.src, L->r.diags, MCA_DIAG_ERROR, offset, len ? len : 1, what, name);
    L->r.failed = 1;
    return false;
}

static bool oom(loader *L)
{
    if (!L->r.failed)
        mca_diags_add(L->r.diags, MCA_DIAG_ERROR, "out of memory reading %s", L->r.src->name);
    L->r.failed = L->r.oom = 1;
    return false;
}

static char *dup_field(loader *L, const mca_field *f)
{
    char *s = mca_arena_strndup(&L->m->arena, f->s, f->len);
    if (!s)
        oom(L);
    return s;
}

static bool add_pending(loader *L, const mca_field *names, unsigned owner, int what)
{
    if (L->pending_count == L->pending_capacity) {
        size_t cap = L->pending_capacity ? L->pending_capacity * 2 : 64;
        pending_name *p = realloc(L->pending, cap * sizeof *p);
        if (!p)
            return oom(L);
        L->pending = p;
        L->pending_capacity = cap;
    }
    L->pending[L->pending_count++] = (pending_name){ *names, owner, what };
    return true;
}

/* Resource index of a name, reporting unknown names at the name. */
static bool resource_index(loader *L, const mca_field *name, unsigned *out)
{
    size_t v;
    if (mca_strmap_get(&L->resource_names, name->s, name->len, &v)) {
        *out = (unsigned)v;
        return true;
    }
    mca_source_diag(L->r.src, L->r.diags, MCA_DIAG_ERROR, name->offset, name->len ? name->len : 1,
                    "unknown resource '%.*s'", (int)name->len, name->s);
    L->r.failed = 1;
    return false;
}

/* A super resource chain that comes back to where it started. */
static bool super_cycle(const mca_model *m, unsigned start)
{
    int at = m->resources[start].super;
    for (unsigned steps = 0; at >= 0 && steps < m->resource_count; steps++) {
        if ((unsigned)at == start)
            return true;
        at = m->resources[at].super;
    }
    return at >= 0;
}

static bool resolve_resources(loader *L)
{
    L->resources_resolved = true;
    mca_model *m = L->m;
    for (size_t i = 0; i < L->pending_count; i++) {
        pending_name *p = &L->pending[i];
        unsigned idx;
        if (p->what != 1) {
            if (mca_field_is(&p->names, "-"))
                continue;
            if (!resource_index(L, &p->names, &idx))
                return false;
            /* LLVM gives super resources to units only (no model has a
             * group with one; the simulation hung on one) */
            if (p->what == 0 && m->resources[p->owner].group)
                return error_at(L, p->names.offset, p->names.len,
                                "group '%s' cannot have a super resource",
                                m->resources[p->owner].name);
            if (p->what == 0 && (idx == p->owner || m->resources[idx].group))
                return error_at(L, p->names.offset, p->names.len,
                                "super resource '%s' must be another resource, not a group",
                                m->resources[idx].name);
            if (p->what == 0)
                m->resources[p->owner].super = (int)idx;
            else if (p->what == 2)
                m->params.load_queue = (int)idx;
            else
                m->params.store_queue = (int)idx;
            continue;
        }
        mca_field *items;
        size_t n;
        if (mca_split(&p->names, ',', &items, &n) != 0)
            return oom(L);
        unsigned *members = mca_arena_alloc(&m->arena, n * sizeof *members);
        bool ok = members != NULL;
        for (size_t k = 0; ok && k < n; k++) {
            ok = resource_index(L, &items[k], &members[k]);
            /* llvm-mca's group masks are built from its units' bits: a
             * group (itself included) as a member has no bit of its own */
            if (ok && m->resources[members[k]].group)
                ok = error_at(L, items[k].offset, items[k].len,
                              "group member '%s' is a group; members must be units",
                              m->resources[members[k]].name);
        }
        free(items);
        if (!ok)
            return members ? false : oom(L);
        m->resources[p->owner].members = members;
        m->resources[p->owner].member_count = (unsigned)n;
    }
    for (unsigned i = 1; i < m->resource_count; i++)
        if (super_cycle(m, i))
            return error_at(L, L->resource_at[i], strlen(m->resources[i].name),
                            "the super resources of '%s' form a cycle", m->resources[i].name);
    return true;
}

/* key=value fields from position start, handed to fn one by one. */
typedef bool (*kv_fn)(loader *L, void *obj, const mca_field *k, const mca_field *v, size_t i);

static bool each_kv(loader *L, size_t start, void *obj, kv_fn fn)
{
    for (size_t i = start; i < L->r.count; i++) {
        mca_field k, v;
        if (!mca_records_kv(&L->r, i, &k, &v))
            return false;
        if (!fn(L, obj, &k, &v, i)) {
            if (!L->r.failed)
                mca_records_error(&L->r, i, "unknown or invalid field '%.*s'",
                                  (int)L->r.fields[i].len, L->r.fields[i].s);
            return false;
        }
    }
    return true;
}

static bool num(const mca_field *v, long min, long max, long *out)
{
    return mca_parse_long(v, out) && *out >= min && *out <= max;
}

static bool resource_kv(loader *L, void *obj, const mca_field *k, const mca_field *v, size_t i)
{
    mca_resource *res = obj;
    unsigned idx = (unsigned)(res - L->m->resources);
    long n;
    if (mca_field_is(k, "units")) {
        if (!num(v, 1, MAX_UNITS, &n)) {
            mca_records_error(&L->r, i, "units must be 1 to %d", MAX_UNITS);
            return false;
        }
        res->units = (unsigned)n;
    } else if (mca_field_is(k, "buffer")) {
        if (!num(v, -1, MAX_SIZE, &n)) {
            mca_records_error(&L->r, i, "buffer must be -1 to %d", MAX_SIZE);
            return false;
        }
        res->buffer = (int)n;
    }
    else if (mca_field_is(k, "super"))
        return add_pending(L, v, idx, 0);
    else if (mca_field_is(k, "members") && res->group)
        return add_pending(L, v, idx, 1);
    else
        return false;
    return true;
}

static bool parse_resource(loader *L, bool group)
{
    long index;
    if (!mca_records_need(&L->r, 3) || !mca_records_long(&L->r, 1, 1, 1 << 16, &index))
        return false;
    mca_model *m = L->m;
    if ((unsigned)index != (m->resource_count ? m->resource_count : 1)) {
        mca_records_error(&L->r, 1, "resources must be numbered from 1 in order");
        return false;
    }
    mca_resource *list = grow(m->resources, &L->resource_capacity, (unsigned)index + 1,
                              sizeof *list);
    if (!list)
        return oom(L);
    m->resources = list;
    size_t *at = grow(L->resource_at, &L->resource_at_capacity, (unsigned)index + 1, sizeof *at);
    if (!at)
        return oom(L);
    L->resource_at = at;
    at[index] = L->r.fields[2].offset;
    m->resource_count = (unsigned)index + 1;
    mca_resource *res = &list[index];
    res->group = group;
    res->super = -1;
    res->name = dup_field(L, &L->r.fields[2]);
    if (!res->name || mca_strmap_put(&L->resource_names, res->name, L->r.fields[2].len,
                                     (size_t)index) != 0)
        return oom(L);
    return each_kv(L, 3, res, resource_kv);
}

static bool costs_list(loader *L, mca_register_file *rf, const mca_field *v, size_t fi)
{
    mca_field *items;
    size_t n;
    if (mca_split(v, ',', &items, &n) != 0)
        return oom(L);
    mca_rf_cost *costs = mca_arena_alloc(&L->m->arena, n * sizeof *costs);
    bool ok = costs != NULL;
    for (size_t k = 0; ok && k < n; k++) {
        mca_field *parts;
        size_t np;
        if (mca_split(&items[k], ':', &parts, &np) != 0) {
            ok = false;
            break;
        }
        long cost, elim;
        unsigned rc = 0;
        bool found = false;
        for (unsigned c = 0; np == 3 && c < mca_catalog_regclass_count(L->cat); c++)
            if (mca_field_is(&parts[0], mca_catalog_regclass(L->cat, c)->name)) {
                rc = c;
                found = true;
                break;
            }
        if (!found || !mca_parse_long(&parts[1], &cost) || !mca_parse_long(&parts[2], &elim) ||
            cost < 0 || cost > MAX_CYCLES || elim < 0 || elim > 1) {
            mca_records_error(&L->r, fi, "invalid register cost '%.*s'", (int)items[k].len,
                              items[k].s);
            ok = false;
        } else {
            costs[k] = (mca_rf_cost){ rc, (unsigned)cost, elim != 0 };
        }
        free(parts);
    }
    free(items);
    rf->costs = costs;
    rf->cost_count = (unsigned)n;
    return ok;
}

static bool rf_kv(loader *L, void *obj, const mca_field *k, const mca_field *v, size_t i)
{
    mca_register_file *rf = obj;
    long n;
    if (mca_field_is(k, "size") && num(v, 0, MAX_SIZE, &n))
        rf->size = (unsigned)n;
    else if (mca_field_is(k, "max-moves") && num(v, 0, MAX_SIZE, &n))
        rf->max_moves = (unsigned)n;
    else if (mca_field_is(k, "zero-moves-only") && num(v, 0, 1, &n))
        rf->zero_moves_only = n != 0;
    else if (mca_field_is(k, "costs"))
        return costs_list(L, rf, v, i);
    else
        return false;
    return true;
}

static bool parse_register_file(loader *L)
{
    long index;
    if (!mca_records_need(&L->r, 3) || !mca_records_long(&L->r, 1, 0, 1 << 16, &index))
        return false;
    mca_model *m = L->m;
    if ((unsigned)index != m->rf_count) {
        mca_records_error(&L->r, 1, "register files must be numbered from 0 in order");
        return false;
    }
    mca_register_file *list = grow(m->rfs, &L->rf_capacity, m->rf_count + 1, sizeof *list);
    if (!list)
        return oom(L);
    m->rfs = list;
    mca_register_file *rf = &list[m->rf_count++];
    rf->name = dup_field(L, &L->r.fields[2]);
    return rf->name && each_kv(L, 3, rf, rf_kv);
}

/* Parse "a:b:c,..." lists of numbers (res= takes a resource name first),
 * each number within its [lim[p][0], lim[p][1]]; res= also needs its
 * acquire cycle no later than its release cycle. */
static bool triples(loader *L, const mca_field *v, size_t fi, bool first_is_resource,
                    const long lim[3][2], long (**out)[3], unsigned *count)
{
    mca_field *items;
    size_t n;
    if (mca_split(v, ',', &items, &n) != 0)
        return oom(L);
    long (*vals)[3] = mca_arena_alloc(&L->m->arena, n * sizeof *vals);
    bool ok = vals != NULL;
    for (size_t k = 0; ok && k < n; k++) {
        mca_field *parts;
        size_t np;
        if (mca_split(&items[k], ':', &parts, &np) != 0) {
            ok = oom(L);
            break;
        }
        ok = np == 3;
        for (size_t p = 0; ok && p < 3; p++) {
            if (p == 0 && first_is_resource) {
                unsigned idx;
                ok = resource_index(L, &parts[0], &idx);
                vals[k][0] = idx;
            } else {
                ok = mca_parse_long(&parts[p], &vals[k][p]) && vals[k][p] >= lim[p][0] &&
                     vals[k][p] <= lim[p][1];
            }
        }
        if (ok && first_is_resource && vals[k][1] > vals[k][2])
            ok = false;
        if (!ok && !L->r.failed)
            mca_records_error(&L->r, fi, "invalid entry '%.*s' (%s)", (int)items[k].len,
                              items[k].s,
                              first_is_resource
                                  ? "RESOURCE:ACQUIRE:RELEASE, 0 <= ACQUIRE <= RELEASE <= 65535"
                                  : "three numbers within their ranges, see mca-models(5)");
        free(parts);
    }
    free(items);
    *out = vals;
    *count = (unsigned)n;
    return ok;
}

static bool class_kv(loader *L, void *obj, const mca_field *k, const mca_field *v, size_t i)
{
    mca_sched_class *c = obj;
    long n, (*t)[3];
    unsigned count;
    static const long res_lim[3][2] = { { 0, 0 }, { 0, MAX_CYCLES }, { 0, MAX_CYCLES } };
    static const long ra_lim[3][2] = {
        { 0, MAX_CYCLES }, { -MAX_CYCLES, MAX_CYCLES }, { 0, MAX_CYCLES }
    };
    if (mca_field_is(k, "uops") && num(v, 0, MAX_UOPS, &n)) {
        c->uops = (unsigned)n;
    } else if (mca_field_is(k, "begin-group") && num(v, 0, 1, &n)) {
        c->begin_group = n != 0;
    } else if (mca_field_is(k, "end-group") && num(v, 0, 1, &n)) {
        c->end_group = n != 0;
    } else if (mca_field_is(k, "retire-ooo") && num(v, 0, 1, &n)) {
        c->retire_ooo = n != 0;
    } else if (mca_field_is(k, "res")) {
        if (!triples(L, v, i, true, res_lim, &t, &count))
            return false;
        mca_res_use *res = mca_arena_alloc(&L->m->arena, count * sizeof *res);
        if (!res)
            return oom(L);
        for (unsigned e = 0; e < count; e++)
            res[e] = (mca_res_use){ (unsigned)t[e][0], (unsigned)t[e][1], (unsigned)t[e][2] };
        c->res = res;
        c->res_count = count;
    } else if (mca_field_is(k, "lat")) {
        mca_field *items;
        size_t cnt;
        if (mca_split(v, ',', &items, &cnt) != 0)
            return oom(L);
        mca_write_latency *lat = mca_arena_alloc(&L->m->arena, cnt * sizeof *lat);
        bool ok = lat != NULL;
        for (size_t e = 0; ok && e < cnt; e++) {
            const char *colon = memchr(items[e].s, ':', items[e].len);
            mca_field a = { items[e].s, colon ? (size_t)(colon - items[e].s) : 0, 0 };
            mca_field b = { colon ? colon + 1 : "", colon ? items[e].len - a.len - 1 : 0, 0 };
            long x, y;
            ok = colon && mca_parse_long(&a, &x) && mca_parse_long(&b, &y) && x >= -1 &&
                 x <= MAX_CYCLES && y >= 0 && y <= MAX_CYCLES;
            if (ok)
                lat[e] = (mca_write_latency){ (int)x, (unsigned)y };
        }
        free(items);
        if (!ok)
            return lat ? false : oom(L);
        c->lat = lat;
        c->lat_count = (unsigned)cnt;
    } else if (mca_field_is(k, "read-advance")) {
        if (!triples(L, v, i, false, ra_lim, &t, &count))
            return false;
        mca_read_advance *ra = mca_arena_alloc(&L->m->arena, count * sizeof *ra);
        if (!ra)
            return oom(L);
        for (unsigned e = 0; e < count; e++)
            ra[e] = (mca_read_advance){ (unsigned)t[e][0], (int)t[e][1], (unsigned)t[e][2] };
        c->read_advance = ra;
        c->read_advance_count = count;
    } else {
        return false;
    }
    return true;
}

static bool parse_class(loader *L)
{
    mca_model *m = L->m;
    long index;
    if (!mca_records_need(&L->r, 3) ||
        !mca_records_long(&L->r, 1, 0, (long)m->class_count - 1, &index))
        return false;
    if (!L->resources_resolved && !resolve_resources(L))
        return false;
    mca_sched_class *c = &m->classes[index];
    if (c->defined || c->variant) {
        mca_records_error(&L->r, 1, "class %ld defined twice", index);
        return false;
    }
    c->name = dup_field(L, &L->r.fields[2]);
    if (!c->name)
        return false;
    if (L->r.count == 4 && mca_field_is(&L->r.fields[3], "variant")) {
        c->variant = true;
        return true;
    }
    c->defined = true;
    return each_kv(L, 3, c, class_kv);
}

static bool parse_classes(loader *L)
{
    long n;
    if (!mca_records_need(&L->r, 2) || !mca_records_long(&L->r, 1, 1, MAX_CLASSES, &n))
        return false;
    if (L->m->classes) {
        mca_records_error(&L->r, 0, "'classes' given twice");
        return false;
    }
    L->m->classes = calloc((size_t)n, sizeof *L->m->classes);
    if (!L->m->classes)
        return oom(L);
    L->m->class_count = (unsigned)n;
    return true;
}

static bool parse_cond(loader *L, size_t i, mca_rule_cond *c)
{
    mca_field k, v;
    if (mca_field_is(&L->r.fields[i], "always") || mca_field_is(&L->r.fields[i], "lock")) {
        *c = (mca_rule_cond){ L->r.fields[i].s[0] == 'a' ? MCA_COND_ALWAYS : MCA_COND_LOCK,
                              0, 0, 0, 0, 0 };
        return true;
    }
    if (!mca_records_kv(&L->r, i, &k, &v))
        return false;
    const char *sep = memchr(v.s, mca_field_is(&k, "same") ? ',' : ':', v.len);
    mca_field a = { v.s, sep ? (size_t)(sep - v.s) : 0, v.offset };
    mca_field b = { sep ? sep + 1 : "", sep ? v.len - a.len - 1 : 0, v.offset + a.len + 1 };
    long x, y;
    bool ok = sep && mca_parse_long(&a, &x) && x >= 0;
    if (ok && mca_field_is(&k, "same")) {
        ok = mca_parse_long(&b, &y) && y >= 0;
        *c = (mca_rule_cond){ MCA_COND_SAME, (unsigned)x, (unsigned)y, 0, 0, 0 };
    } else if (ok && mca_field_is(&k, "imm")) {
        const char *dots = strstr(b.s, "..");
        mca_field lo = { b.s, dots && dots < b.s + b.len ? (size_t)(dots - b.s) : b.len, 0 };
        mca_field hi = { lo.s + lo.len + 2, lo.len < b.len ? b.len - lo.len - 2 : 0, 0 };
        *c = (mca_rule_cond){ MCA_COND_IMM, (unsigned)x, 0, 0, 0, 0 };
        ok = mca_parse_long(&lo, &c->lo);
        c->hi = c->lo;
        if (ok && lo.len < b.len)
            ok = mca_parse_long(&hi, &c->hi);
    } else if (ok && mca_field_is(&k, "reg")) {
        *c = (mca_rule_cond){ MCA_COND_REG, (unsigned)x, 0, 0, 0, 0 };
        ok = mca_field_is(&b, "NoRegister") ||
             mca_catalog_register_named(L->cat, b.s, b.len, &c->reg);
    } else {
        ok = false;
    }
    if (!ok)
        mca_records_error(&L->r, i, "invalid condition '%.*s'", (int)L->r.fields[i].len,
                          L->r.fields[i].s);
    return ok;
}

/* list (count used of *capacity elements of elem bytes) with room for n
 * more; NULL after reporting when memory runs out. */
static void *reserve(loader *L, const void *list, size_t count, size_t *capacity, size_t n,
                     size_t elem)
{
    if (count + n <= *capacity)
        return (void *)list;
    size_t cap = *capacity ? *capacity * 2 : 64;
    while (cap < count + n)
        cap *= 2;
    void *p = realloc((void *)list, cap * elem);
    if (!p) {
        oom(L);
        return NULL;
    }
    *capacity = cap;
    return p;
}

static bool add_rule(loader *L, int kind, size_t cond_start, int idiom, long value,
                     unsigned cls)
{
    mca_model *m = L->m;
    rule_set *set = &m->rules[kind];
    const mca_field *name = &L->r.fields[1];
    unsigned opcode;
    if (!mca_catalog_opcode_number(L->cat, name->s, name->len, &opcode)) {
        mca_records_error(&L->r, 1, "unknown opcode '%.*s'", (int)name->len, name->s);
        return false;
    }
    size_t n = L->r.count - cond_start;
    mca_rule *rules = reserve(L, set->list, set->count, &set->capacity, 1, sizeof *rules);
    if (!rules)
        return false;
    set->list = rules;
    mca_rule_cond *conds = reserve(L, m->conds, m->cond_count, &m->cond_capacity, n,
                                   sizeof *conds);
    if (!conds)
        return false;
    m->conds = conds;
    for (size_t i = 0; i < n; i++)
        if (!parse_cond(L, cond_start + i, &conds[m->cond_count + i]))
            return false;
    rules[set->count++] = (mca_rule){ opcode, idiom, value, (unsigned)m->cond_count,
                                      (unsigned)n, cls };
    m->cond_count += n;
    return true;
}

/* variant OPCODE CLASS|- COND...; variant-class OPCODE KEY CLASS|- COND...
 * (keyed: the class KEY an instrument chose); idiom OPCODE KIND MASK COND...;
 * move-elim OPCODE 0|1 COND... */
static bool parse_rule(loader *L, int kind, bool keyed)
{
    mca_records *r = &L->r;
    long value = 0, key = 0;
    int idiom = MCA_IDIOM_NONE;
    size_t at = keyed ? 3 : 2;
    if (!mca_records_need(r, kind == MCA_RULE_IDIOM || keyed ? 5 : 4))
        return false;
    if (keyed && !mca_records_long(r, 2, 1, (long)L->m->class_count - 1, &key))
        return false;
    if (kind == MCA_RULE_IDIOM) {
        static const char *const kinds[] = { "none", "zero", "dep-breaking" };
        while (idiom < 3 && !mca_field_is(&r->fields[2], kinds[idiom]))
            idiom++;
        if (idiom == 3) {
            mca_records_error(r, 2, "expected zero, dep-breaking or none");
            return false;
        }
        at = 3;
    }
    if (kind == MCA_RULE_VARIANT && mca_field_is(&r->fields[at], "-"))
        value = -1;
    else if (!mca_records_long(r, at, 0, kind == MCA_RULE_VARIANT ? (long)L->m->class_count - 1
                                          : kind == MCA_RULE_MOVE ? 1 : 0x7fffffffL, &value))
        return false;
    return add_rule(L, kind, at + 1, idiom, value, (unsigned)key);
}

static bool parse_param(loader *L, const mca_field *kw, bool *handled)
{
    static const struct {
        const char *name;
        size_t off;
        int is_bool;
        long min, max;
    } params[] = {
        /* dispatch needs a width: 0 would never dispatch */
        { "issue-width", offsetof(mca_model_params, issue_width), 0, 1, MAX_UOPS },
        { "micro-op-buffer-size", offsetof(mca_model_params, micro_op_buffer_size), 0, 0,
          MAX_SIZE },
        { "loop-micro-op-buffer-size", offsetof(mca_model_params, loop_micro_op_buffer_size), 0,
          0, MAX_SIZE },
        { "load-latency", offsetof(mca_model_params, load_latency), 0, 0, MAX_CYCLES },
        { "high-latency", offsetof(mca_model_params, high_latency), 0, 0, MAX_CYCLES },
        { "mispredict-penalty", offsetof(mca_model_params, mispredict_penalty), 0, 0,
          MAX_CYCLES },
        { "reorder-buffer-size", offsetof(mca_model_params, reorder_buffer_size), 0, 0,
          MAX_SIZE },
        { "max-retire-per-cycle", offsetof(mca_model_params, max_retire_per_cycle), 0, 0,
          MAX_SIZE },
        { "post-ra-scheduler", offsetof(mca_model_params, post_ra_scheduler), 1, 0, 1 },
        { "complete-model", offsetof(mca_model_params, complete_model), 1, 0, 1 },
        { "enable-intervals", offsetof(mca_model_params, enable_intervals), 1, 0, 1 },
        { "extra-processor-info", offsetof(mca_model_params, extra_processor_info), 1, 0, 1 },
    };
    *handled = false;
    for (size_t i = 0; i < sizeof params / sizeof params[0]; i++) {
        if (!mca_field_is(kw, params[i].name))
            continue;
        *handled = true;
        long n;
        if (!mca_records_need(&L->r, 2) ||
            !mca_records_long(&L->r, 1, params[i].min, params[i].max, &n))
            return false;
        if (params[i].off == offsetof(mca_model_params, issue_width))
            L->issue_width_given = true;
        char *base = (char *)&L->m->params;
        if (params[i].is_bool)
            *(bool *)(base + params[i].off) = n != 0;
        else
            *(unsigned *)(base + params[i].off) = (unsigned)n;
        return true;
    }
    return true;
}

static bool parse_record(loader *L)
{
    const mca_field *kw = &L->r.fields[0];
    bool handled;
    if (mca_field_is(kw, "class"))
        return parse_class(L);
    if (mca_field_is(kw, "variant"))
        return parse_rule(L, MCA_RULE_VARIANT, false);
    if (mca_field_is(kw, "variant-class"))
        return parse_rule(L, MCA_RULE_VARIANT, true);
    if (mca_field_is(kw, "idiom"))
        return parse_rule(L, MCA_RULE_IDIOM, false);
    if (mca_field_is(kw, "move-elim"))
        return parse_rule(L, MCA_RULE_MOVE, false);
    if (mca_field_is(kw, "resource") || mca_field_is(kw, "group"))
        return parse_resource(L, kw->s[0] == 'g');
    if (mca_field_is(kw, "register-file"))
        return parse_register_file(L);
    if (mca_field_is(kw, "classes"))
        return parse_classes(L);
    if (mca_field_is(kw, "model")) {
        if (!mca_records_need(&L->r, 2))
            return false;
        L->m->params.name = dup_field(L, &L->r.fields[1]);
        return L->m->params.name != NULL;
    }
    if (mca_field_is(kw, "cpus"))
        return true;
    if (mca_field_is(kw, "load-queue") || mca_field_is(kw, "store-queue"))
        return mca_records_need(&L->r, 2) &&
               add_pending(L, &L->r.fields[1], 0, kw->s[0] == 'l' ? 2 : 3);
    if (!parse_param(L, kw, &handled))
        return false;
    if (!handled)
        mca_records_error(&L->r, 0, "unknown record '%.*s'", (int)kw->len, kw->s);
    return handled;
}

/* Rules of one opcode and key in file order: conditions are appended in
 * file order, so cond_first orders them. */
static int compare_rules(const void *a, const void *b)
{
    const mca_rule *x = a, *y = b;
    if (x->opcode != y->opcode)
        return x->opcode < y->opcode ? -1 : 1;
    if (x->cls != y->cls)
        return x->cls < y->cls ? -1 : 1;
    return x->cond_first < y->cond_first ? -1 : x->cond_first > y->cond_first;
}

/* Sort each rule set by opcode. */
static void sort_rules(mca_model *m)
{
    for (int k = 0; k < MCA_RULE_KINDS; k++)
        if (m->rules[k].count)
            qsort((void *)m->rules[k].list, m->rules[k].count, sizeof(mca_rule), compare_rules);
}

/* One bit per unit in index order, then one per group OR'd with its
 * members' bits: the masks llvm-mca's resource manager uses.  -1 when
 * memory runs out, -2 beyond 64 resources. */
static int compute_masks(mca_model *m)
{
    m->masks = calloc(m->resource_count ? m->resource_count : 1, sizeof *m->masks);
    if (!m->masks)
        return -1;
    unsigned bit = 0;
    for (unsigned pass = 0; pass < 2; pass++)
        for (unsigned i = 1; i < m->resource_count; i++) {
            mca_resource *r = &m->resources[i];
            if (r->group != (pass == 1))
                continue;
            if (bit >= 64)
                return -2;
            m->masks[i] = 1ull << bit++;
            for (unsigned k = 0; k < r->member_count; k++)
                m->masks[i] |= m->masks[r->members[k]];
        }
    return 0;
}

/* A group with buffer=0 (reserved at dispatch, in order) belongs to an
 * in-order model: an out-of-order pipeline would never issue through it
 * (no model of LLVM's has one). */
static bool check_in_order_groups(loader *L)
{
    const mca_model *m = L->m;
    if (m->params.micro_op_buffer_size <= 1)
        return true;
    for (unsigned i = 1; i < m->resource_count; i++)
        if (m->resources[i].group && m->resources[i].buffer == 0)
            return error_at(L, L->resource_at[i], strlen(m->resources[i].name),
                            "group '%s' has buffer=0 in an out-of-order model "
                            "(micro-op-buffer-size > 1)", m->resources[i].name);
    return true;
}

static bool load_records(loader *L)
{
    mca_records *r = &L->r;
    static const char *const head[] = { "mca-model", "llvm", "target" };
    for (int i = 0; i < 3; i++)
        if (!mca_records_next(r) || !mca_field_is(&r->fields[0], head[i]) ||
            (i == 0 && (r->count != 2 || !mca_field_is(&r->fields[1], "1")))) {
            mca_records_error(r, 0, i == 0 ? "expected 'mca-model 1' as the first record"
                                           : "expected '%s' record", head[i]);
            return false;
        }
    while (mca_records_next(r))
        if (!parse_record(L))
            return false;
    if (r->failed)
        return false;
    if (!L->m->classes) {
        mca_records_error(r, r->count, "the model has no 'classes' record");
        return false;
    }
    if (!L->resources_resolved && !resolve_resources(L))
        return false;
    if (!L->issue_width_given) {
        mca_records_error(r, r->count, "the model has no 'issue-width' record");
        return false;
    }
    if (!check_in_order_groups(L))
        return false;
    int rc = compute_masks(L->m);
    if (rc == -1)
        return oom(L);
    if (rc == -2) {
        mca_diags_add(L->r.diags, MCA_DIAG_ERROR, "%s: more than 64 processor resources",
                      L->r.src->name);
        return false;
    }
    sort_rules(L->m);
    return true;
}

mca_model *mca_model_load(const char *path, const mca_catalog *catalog, mca_diags *diags)
{
    mca_source src;
    if (mca_source_read_file(&src, path, diags) != 0)
        return NULL;
    mca_model *m = calloc(1, sizeof *m);
    if (!m) {
        mca_source_free(&src);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory loading %s", path);
        return NULL;
    }
    mca_arena_init(&m->arena);
    m->params.load_queue = m->params.store_queue = -1;
    loader L = { .m = m, .cat = catalog };
    mca_strmap_init(&L.resource_names, 0);
    mca_records_init(&L.r, &src, diags);
    bool ok = load_records(&L);
    mca_records_free(&L.r);
    mca_strmap_free(&L.resource_names);
    free(L.pending);
    free(L.resource_at);
    mca_source_free(&src);
    if (ok && mca_lazytab_init(&m->class_memos, m->class_count) != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory loading %s", path);
        ok = false;
    }
    if (!ok) {
        mca_model_free(m);
        return NULL;
    }
    return m;
}

/* --- models served from compiled tables -------------------------------- */

static bool tables_resources(mca_model *m, const mca_bi_model *t)
{
    m->resource_count = t->resource_count;
    m->resources = calloc(t->resource_count ? t->resource_count : 1, sizeof *m->resources);
    if (!m->resources)
        return false;
    for (unsigned i = 1; i < t->resource_count; i++) {
        const mca_bi_resource *b = &t->resources[i];
        m->resources[i] = (mca_resource){ t->strings + b->name, b->units, b->buffer, b->super,
                                          b->group != 0, t->lists + b->members,
                                          b->member_count };
    }
    return compute_masks(m) == 0;
}

/* Class index made from its table entry (once; threads may race to make
 * it, one wins).  NULL when memory runs out. */
static const mca_sched_class *tables_class(const mca_model *m, unsigned index)
{
    mca_sched_class *c = mca_lazytab_get(&m->lazy_classes, index);
    if (c)
        return c;
    c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    const mca_bi_model *t = m->bi;
    const mca_bi_class *b = &t->classes[index];
    if (b->name)
        *c = (mca_sched_class){
            .defined = b->flags & MCA_BI_DEFINED, .variant = b->flags & MCA_BI_VARIANT,
            .name = t->strings + b->name, .uops = b->uops,
            .begin_group = b->flags & MCA_BI_BEGIN_GROUP,
            .end_group = b->flags & MCA_BI_END_GROUP,
            .retire_ooo = b->flags & MCA_BI_RETIRE_OOO,
            .res = t->res + b->res, .res_count = b->res_count,
            .lat = t->lat + b->lat, .lat_count = b->lat_count,
            .read_advance = t->ra + b->ra, .read_advance_count = b->ra_count
        };
    mca_sched_class *won = mca_lazytab_put(&((mca_model *)m)->lazy_classes, index, c);
    if (won != c)
        free(c);
    return won;
}

static bool tables_regfiles(mca_model *m, const mca_bi_model *t)
{
    m->rf_count = t->regfile_count;
    m->rfs = calloc(t->regfile_count ? t->regfile_count : 1, sizeof *m->rfs);
    if (!m->rfs)
        return false;
    for (unsigned i = 0; i < t->regfile_count; i++) {
        const mca_bi_regfile *b = &t->regfiles[i];
        m->rfs[i] = (mca_register_file){ t->strings + b->name, b->size, b->max_moves,
                                         b->zero_moves_only != 0, t->costs + b->costs,
                                         b->cost_count };
    }
    return true;
}

mca_model *mca_model_from_tables(const mca_bi_model *t, const mca_catalog *cat)
{
    (void)cat;
    mca_model *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->bi = t;
    mca_arena_init(&m->arena);
    m->params = t->params;
    m->params.name = t->strings + t->params_name;
    for (int k = 0; k < MCA_RULE_KINDS; k++)
        m->rules[k] = (rule_set){ t->rules[k], t->rule_count[k], 0 };
    m->conds = t->conds;
    m->class_count = t->class_count;
    if (!tables_resources(m, t) || mca_lazytab_init(&m->lazy_classes, t->class_count) != 0 ||
        mca_lazytab_init(&m->class_memos, t->class_count) != 0 || !tables_regfiles(m, t)) {
        mca_model_free(m);
        return NULL;
    }
    return m;
}

const mca_rule *mca_model_rules(const mca_model *m, int kind, size_t *count)
{
    *count = m->rules[kind].count;
    return m->rules[kind].list;
}

const mca_rule_cond *mca_model_conds(const mca_model *m, size_t *count)
{
    *count = m->cond_count;
    return m->conds;
}

void mca_model_free(mca_model *m)
{
    if (!m)
        return;
    if (!m->bi) {
        for (int k = 0; k < MCA_RULE_KINDS; k++)
            free((void *)m->rules[k].list);
        free((void *)m->conds);
    }
    free(m->resources);
    free(m->masks);
    free(m->classes);
    mca_lazytab_free(&m->lazy_classes, free);
    mca_lazytab_free(&m->class_memos, free);
    free(m->rfs);
    mca_arena_free(&m->arena);
    free(m);
}

void *mca_model_class_memo(const mca_model *m, unsigned index)
{
    return mca_lazytab_get(&m->class_memos, index);
}

void *mca_model_class_memo_put(const mca_model *m, unsigned index, void *obj)
{
    return mca_lazytab_put(&((mca_model *)m)->class_memos, index, obj);
}

const mca_model_params *mca_model_parameters(const mca_model *m) { return &m->params; }
unsigned mca_model_resource_count(const mca_model *m) { return m->resource_count; }
unsigned mca_model_class_count(const mca_model *m) { return m->class_count; }
unsigned mca_model_register_file_count(const mca_model *m) { return m->rf_count; }

const mca_resource *mca_model_resource(const mca_model *m, unsigned index)
{
    return index > 0 && index < m->resource_count ? &m->resources[index] : NULL;
}

uint64_t mca_model_resource_mask(const mca_model *m, unsigned index)
{
    return index > 0 && index < m->resource_count ? m->masks[index] : 0;
}

const mca_sched_class *mca_model_class(const mca_model *m, unsigned index)
{
    if (index >= m->class_count)
        return NULL;
    return m->bi ? tables_class(m, index) : &m->classes[index];
}

const mca_register_file *mca_model_register_file(const mca_model *m, unsigned index)
{
    return index < m->rf_count ? &m->rfs[index] : NULL;
}

static bool holds(const mca_rule_cond *c, const mca_inst *inst)
{
    const mca_operand *a = c->a < inst->op_count ? &inst->ops[c->a] : NULL;
    switch (c->kind) {
    case MCA_COND_ALWAYS:
        return true;
    case MCA_COND_LOCK:
        return (inst->flags & MCA_INST_LOCK) != 0;
    case MCA_COND_SAME: {
        const mca_operand *b = c->b < inst->op_count ? &inst->ops[c->b] : NULL;
        return a && b && a->kind == MCA_OPERAND_REG && b->kind == MCA_OPERAND_REG &&
               a->reg == b->reg;
    }
    case MCA_COND_IMM:
        return a && a->kind == MCA_OPERAND_IMM && a->imm >= c->lo && a->imm <= c->hi;
    default:
        return a && a->kind == MCA_OPERAND_REG && a->reg == c->reg;
    }
}

/* The first rule of the set under key cls that holds for inst, or NULL. */
static const mca_rule *match(const mca_model *m, int kind, const mca_inst *inst, unsigned cls)
{
    const rule_set *set = &m->rules[kind];
    size_t lo = 0, hi = set->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const mca_rule *x = &set->list[mid];
        if (x->opcode < inst->opcode || (x->opcode == inst->opcode && x->cls < cls))
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t i = lo; i < set->count && set->list[i].opcode == inst->opcode &&
                        set->list[i].cls == cls; i++) {
        const mca_rule *r = &set->list[i];
        unsigned k = 0;
        while (k < r->cond_count && holds(&m->conds[r->cond_first + k], inst))
            k++;
        if (k == r->cond_count)
            return r;
    }
    return NULL;
}

int mca_model_resolve_class(const mca_model *m, const mca_inst *inst, unsigned cls)
{
    if (cls >= m->class_count)
        return (int)cls;
    if (m->bi ? !(m->bi->classes[cls].name && (m->bi->classes[cls].flags & MCA_BI_VARIANT))
              : !m->classes[cls].variant)
        return (int)cls;
    /* A class an instrument chose has rules of its own (the variant-class
     * records) unless it is the opcode's own class. */
    const mca_rule *r = match(m, MCA_RULE_VARIANT, inst, cls);
    if (!r)
        r = match(m, MCA_RULE_VARIANT, inst, 0);
    return r ? (int)r->value : -1;
}

/* The idiom rule that applies to inst when it is of the given kind. */
static bool idiom_is(const mca_model *m, const mca_inst *inst, int kind, unsigned *mask)
{
    const mca_rule *r = match(m, MCA_RULE_IDIOM, inst, 0);
    if (!r || r->kind != kind)
        return false;
    if (mask)
        *mask = (unsigned)r->value;
    return true;
}

bool mca_model_is_zero_idiom(const mca_model *m, const mca_inst *inst, unsigned *mask)
{
    return idiom_is(m, inst, MCA_IDIOM_ZERO, mask);
}

bool mca_model_is_dep_breaking(const mca_model *m, const mca_inst *inst, unsigned *mask)
{
    return idiom_is(m, inst, MCA_IDIOM_DEP, mask);
}

bool mca_model_is_optimizable_move(const mca_model *m, const mca_inst *inst)
{
    const mca_rule *r = match(m, MCA_RULE_MOVE, inst, 0);
    return r && r->value == 1;
}
