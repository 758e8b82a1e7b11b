/* rf: llvm-mca's RegisterFile (see rf.h and the behaviour notes, 6.2-6.3). */
#include <config.h>

#include "rf.h"

#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tcache.h"

/* The renaming paths run for every read and write of every instruction:
 * their helpers are inlined whatever the compiler's estimate. */
#define HOT static inline __attribute__((always_inline))

typedef struct {
    mca_dwrite *w;          /* in flight; NULL when committed or invalid */
    bool valid;
    bool has_wb;            /* write-back cycle known */
    unsigned iid, reg, write_id;
    unsigned wb_cycle;
} rf_ref;

typedef struct {
    rf_ref ref;
    /* The catalog's sub- and super-registers, copied here: renaming walks
     * them for every read and write, and this saves a dependent load. */
    const unsigned *subs, *supers;
    unsigned nsubs, nsupers;
    unsigned file, cost, rename_as, alias;
    bool allow_elim, zero;
    /* Every write of the region that maps a register of this one's family
     * (it and its sub-registers) maps the whole family, so their mappings
     * are always equal and a read looks at this one's alone
     * (mca_rf_prepare). */
    bool uniform;
    unsigned mark;          /* scratch of mca_rf_prepare */
    /* The register whose ref holds this one's mapping (itself unless
     * mca_rf_prepare found registers that are always mapped together:
     * they share one record, so a write updates it once). */
    unsigned slot;
    /* A write renamed as this register maps these records: itself when
     * mself, the subs and (clearing) supers that own their slot, listed
     * in rf->plan from plan_at (subs, then supers).  The other registers
     * it maps share one of them.  Set for the region's write roots only
     * (small: the file is set up for every region). */
    unsigned plan_at;
    unsigned short nmsubs, nmsupers;
    bool mself;
} rf_reg;

typedef struct {
    unsigned size, used, max_moves, moves;
    bool zero_only;
} rf_file;

typedef struct {
    unsigned file, n;
} rf_need;

struct mca_rf {
    const mca_catalog *cat;
    rf_reg *regs;
    unsigned nregs;
    rf_file *files;
    unsigned nfiles;
    unsigned cycle;
    /* Some write may set a zero flag (a zero idiom in the region); with
     * none, every flag stays false and writes skip setting them. */
    bool any_zero;
    /* Some move was eliminated: aliases exist and mappings clear them. */
    bool any_alias;
    unsigned *plan;         /* storage of the msubs/msupers lists */
    /* Per record, scratch of mca_rf_prepare (all 0 outside it): some read
     * or renaming of the region looks at the record (see_region). */
    unsigned char *seen;
    bool any_moves;         /* some file's moves is not 0 */
    /* Per region position, what its writes allocate in the files with a
     * size: needs[need_at[i] .. need_at[i + 1]) (mca_rf_prepare). */
    unsigned *need_at;
    rf_need *needs;
    /* The registers whose records the region's writes can change (their
     * families and their renamed registers' families), ascending: the
     * others keep their first state for the whole run, so a snapshot
     * leaves them out (mca_rf_snap; AArch64 has thousands). */
    unsigned *snap_regs;
    unsigned nsnap;
    bool snapping;          /* snap_regs is set (mca_rf_snap_prepare) */
    /* The records the region can change (mca_rf_prepare: with repeats),
     * the only ones reset for the next region when dirty_known. */
    unsigned *dirty;
    size_t ndirty;
    bool dirty_known;
    /* Per region position, its reads (the first 64) that never find a
     * producer, an alias or a zero flag: their registers' records no
     * write of the region can change (mark_dirty), so renaming them
     * always leaves the read as mca_dyn_init made it (mca_rf_add_reads
     * skips them). */
    uint64_t *quiet;
    /* The capacities of the region's lists: a kept file keeps them. */
    size_t plan_cap, need_at_cap, needs_cap, snap_cap, dirty_cap, quiet_cap;
    /* Kept for the thread's next region under key when freed (rf.h). */
    bool reuse;
    mca_tcache_key key;
};

static bool is_super_of(const mca_rf *rf, unsigned sup, unsigned sub)
{
    if (sub >= rf->nregs)
        return false;
    const rf_reg *x = &rf->regs[sub];
    for (unsigned i = 0; i < x->nsupers; i++)
        if (x->supers[i] == sup)
            return true;
    return false;
}

static void add_class(mca_rf *rf, unsigned file, const mca_rf_cost *c)
{
    const mca_regclass *rc = mca_catalog_regclass(rf->cat, c->regclass);
    if (!rc)
        return;
    for (unsigned i = 0; i < rc->reg_count; i++) {
        unsigned r = rc->regs[i];
        if (r >= rf->nregs)
            continue;
        rf->regs[r].file = file;
        rf->regs[r].cost = c->cost;
        rf->regs[r].rename_as = r;
        rf->regs[r].allow_elim = c->eliminable;
        const rf_reg *x = &rf->regs[r];
        for (unsigned k = 0; k < x->nsubs; k++) {
            rf_reg *s = &rf->regs[x->subs[k]];
            if (!s->file && (!s->rename_as || is_super_of(rf, s->rename_as, x->subs[k]))) {
                s->file = file;
                s->cost = c->cost;
                s->rename_as = r;
            }
        }
    }
}

/* The state a record starts every region in: what renaming, move
 * elimination, zero idioms and mca_rf_prepare change.  The other members
 * (the catalog's lists, file, cost, rename_as, allow_elim) depend on the
 * catalog and model alone and are never written after mca_rf_new built
 * them, so a file kept for the thread's next region (reuse) is made new by
 * this alone: one pass writing a few members of each record, where
 * copying every record from a kept image cost ~37k instructions a region
 * (x86: ~390 records of 96 bytes) and the 37 KB allocation made glibc
 * consolidate its fast bins every region. */
static void reset_record(rf_reg *x, unsigned r)
{
    x->ref = (rf_ref){ 0 };
    x->alias = 0;
    x->zero = false;
    x->uniform = true;
    x->mark = 0;
    x->slot = r;
    x->plan_at = 0;
    x->nmsubs = x->nmsupers = 0;
    x->mself = false;
}

/* Is every record in its start state (reset_record)?  For
 * MCA_SIM_RF_CHECK, which tests set: the records a region changes are
 * worked out from its writes (mark_dirty), and a record left out would
 * leak one block's state into the next. */
static bool all_reset(const mca_rf *rf)
{
    unsigned nr = rf->nregs ? rf->nregs : 1;
    for (unsigned r = 0; r < nr; r++) {
        const rf_reg *x = &rf->regs[r];
        const rf_ref *f = &x->ref;
        if (f->w || f->valid || f->has_wb || f->iid || f->reg || f->write_id || f->wb_cycle ||
            x->alias || x->zero || !x->uniform || x->mark || x->slot != r || x->plan_at ||
            x->nmsubs || x->nmsupers || x->mself)
            return false;
    }
    return true;
}

static void reset(mca_rf *rf)
{
    unsigned nr = rf->nregs ? rf->nregs : 1;
    if (rf->dirty_known) {
        for (size_t k = 0; k < rf->ndirty; k++)
            reset_record(&rf->regs[rf->dirty[k]], rf->dirty[k]);
    } else {
        for (unsigned r = 0; r < nr; r++)
            reset_record(&rf->regs[r], r);
    }
    rf->dirty_known = false;
    rf->ndirty = 0;
    static atomic_int check = -1;   /* (every thread would store the same) */
    int c = atomic_load_explicit(&check, memory_order_relaxed);
    if (c < 0) {
        c = getenv("MCA_SIM_RF_CHECK") != NULL;
        atomic_store_explicit(&check, c, memory_order_relaxed);
    }
    if (c && !all_reset(rf)) {
        fputs("mca-sim: MCA_SIM_RF_CHECK: a register file record was not reset\n", stderr);
        abort();
    }
    for (unsigned f = 0; f < rf->nfiles; f++)
        rf->files[f].used = rf->files[f].moves = 0;
    rf->cycle = 0;
    rf->any_zero = rf->any_alias = rf->any_moves = false;
    rf->snapping = false;
    rf->nsnap = 0;
}

/* v, or storage replacing it (v freed, its contents not kept), for at
 * least n elements of size bytes; NULL when memory runs out (*cap is then
 * 0).  The region's lists (mca_rf_prepare, mca_rf_snap_prepare) stay with
 * a kept file, so a region allocates nothing once one as large has run on
 * the thread. */
static void *reserve(void *v, size_t *cap, size_t n, size_t size)
{
    if (v && n <= *cap)
        return v;
    if (n < 16)
        n = 16;
    free(v);
    v = malloc(n * size);
    *cap = v ? n : 0;
    return v;
}

static void destroy(void *p)
{
    mca_rf *rf = p;
    free(rf->plan);
    free(rf->need_at);
    free(rf->needs);
    free(rf->snap_regs);
    free(rf->dirty);
    free(rf->quiet);
    free(rf->regs);
    free(rf->seen);
    free(rf->files);
    free(rf);
}

/* A file kept by this thread for cat, m and size0, made new (reset). */
static mca_rf *take_kept(mca_tcache_key key)
{
    if (!mca_tcache_get(MCA_TCACHE_RF, key))
        return NULL;
    mca_rf *rf = mca_tcache_take(MCA_TCACHE_RF);
    reset(rf);
    return rf;
}

mca_rf *mca_rf_new(const mca_catalog *cat, const mca_model *m, unsigned size0, bool reuse)
{
    mca_tcache_key key = { cat, m, size0 };
    mca_rf *rf = reuse ? take_kept(key) : NULL;
    if (rf)
        return rf;
    rf = calloc(1, sizeof *rf);
    if (!rf)
        return NULL;
    rf->cat = cat;
    rf->reuse = reuse;
    rf->key = key;
    rf->nregs = mca_catalog_register_limit(cat);
    rf->nfiles = mca_model_register_file_count(m);
    if (rf->nfiles == 0)
        rf->nfiles = 1;
    unsigned nr = rf->nregs ? rf->nregs : 1;    /* (records allocated) */
    rf->regs = calloc(nr, sizeof *rf->regs);
    rf->seen = calloc(nr, 1);
    rf->files = calloc(rf->nfiles, sizeof *rf->files);
    if (!rf->regs || !rf->files || !rf->seen) {
        destroy(rf);
        return NULL;
    }
    for (unsigned r = 0; r < rf->nregs; r++) {
        const mca_register *x = mca_catalog_register(cat, r);
        if (x) {    /* (unused numbers have neither) */
            rf->regs[r].subs = x->subs;
            rf->regs[r].nsubs = x->sub_count;
            rf->regs[r].supers = x->supers;
            rf->regs[r].nsupers = x->super_count;
        }
        rf->regs[r].cost = 1;
    }
    rf->files[0].size = size0;
    for (unsigned f = 1; f < rf->nfiles; f++) {
        const mca_register_file *mf = mca_model_register_file(m, f);
        rf->files[f] = (rf_file){ mf->size, 0, mf->max_moves, 0, mf->zero_moves_only };
        for (unsigned c = 0; c < mf->cost_count; c++)
            add_class(rf, f, &mf->costs[c]);
    }
    reset(rf);
    return rf;
}

static int plan_needs(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count);

/* ---- uniform families (mca_rf_prepare) ------------------------------- */

/* The registers a write to y maps (mca_rf_add_write): the family of the
 * register it is renamed as, and with clears its super-registers; each
 * gets mark tag. */
static unsigned mark_mapped(mca_rf *rf, unsigned y, bool clears, unsigned tag)
{
    unsigned x = rf->regs[y].rename_as && rf->regs[y].rename_as != y ? rf->regs[y].rename_as : y;
    const rf_reg *e = &rf->regs[x];
    rf->regs[x].mark = tag;
    for (unsigned k = 0; k < e->nsubs; k++)
        rf->regs[e->subs[k]].mark = tag;
    if (clears)
        for (unsigned k = 0; k < e->nsupers; k++)
            rf->regs[e->supers[k]].mark = tag;
    return x;
}

/* Is the family of r all marked tag? */
static bool family_marked(const mca_rf *rf, unsigned r, unsigned tag)
{
    const rf_reg *e = &rf->regs[r];
    if (e->mark != tag)
        return false;
    for (unsigned k = 0; k < e->nsubs; k++)
        if (rf->regs[e->subs[k]].mark != tag)
            return false;
    return true;
}

/* A family some write maps only part of is not uniform: look at the
 * families holding each register the write maps (it and its supers). */
static void check_families(mca_rf *rf, unsigned z, unsigned tag)
{
    const rf_reg *e = &rf->regs[z];
    if (!family_marked(rf, z, tag))
        rf->regs[z].uniform = false;
    for (unsigned k = 0; k < e->nsupers; k++)
        if (!family_marked(rf, e->supers[k], tag))
            rf->regs[e->supers[k]].uniform = false;
}

static void check_write(mca_rf *rf, unsigned y, bool clears, unsigned tag)
{
    unsigned x = mark_mapped(rf, y, clears, tag);
    const rf_reg *e = &rf->regs[x];
    check_families(rf, x, tag);
    for (unsigned k = 0; k < e->nsubs; k++)
        check_families(rf, e->subs[k], tag);
    if (clears)
        for (unsigned k = 0; k < e->nsupers; k++)
            check_families(rf, e->supers[k], tag);
}

/* ---- shared mapping records (mca_rf_prepare) --------------------------- */

/* Union-find over slot (each register starts as its own). */
static unsigned find_slot(mca_rf *rf, unsigned x)
{
    while (rf->regs[x].slot != x) {
        rf->regs[x].slot = rf->regs[rf->regs[x].slot].slot;
        x = rf->regs[x].slot;
    }
    return x;
}

static void join_slots(mca_rf *rf, unsigned a, unsigned b)
{
    a = find_slot(rf, a);
    b = find_slot(rf, b);
    if (a != b)
        rf->regs[a < b ? b : a].slot = a < b ? a : b;
}

/* The root a write to y is renamed as (as mca_rf_add_write finds it). */
static unsigned rename_root(const mca_rf *rf, unsigned y)
{
    unsigned ren = rf->regs[y].rename_as;
    return ren && ren != y ? ren : y;
}

/* Append the slot owners among list (n entries) that some read or
 * renaming looks at (seen) to the plan; how many. */
static unsigned short own_slots(mca_rf *rf, const unsigned *list, unsigned n, unsigned *used)
{
    unsigned short c = 0;
    for (unsigned k = 0; k < n; k++)
        if (rf->regs[list[k]].slot == list[k] && rf->seen[list[k]]) {
            rf->plan[(*used)++] = list[k];
            c++;
        }
    return c;
}

/* Mark (v = 1) or unmark (0) the record of r, and with family those of
 * its sub-registers. */
static void see(mca_rf *rf, unsigned r, bool family, unsigned char v)
{
    if (!r || r >= rf->nregs)
        return;
    const rf_reg *x = &rf->regs[r];
    rf->seen[x->slot] = v;
    for (unsigned k = 0; family && k < x->nsubs; k++)
        rf->seen[rf->regs[x->subs[k]].slot] = v;
}

/* The records the region's simulation reads (slots final): a read of r
 * looks at the records of r's family or, after a move elimination, of
 * the family of the register it aliases, which is a read register of the
 * region or the one that is renamed as (collect, add_read_one,
 * mca_rf_raw_hazard); a write looks at its root's (mca_rf_add_write).  A
 * record no one reads need not be mapped: the other records a write maps,
 * most of all the many super-registers of AArch64's vector registers
 * (their tuples), are left out of the plan. */
static void see_region(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count,
                       unsigned char v)
{
    for (unsigned i = 0; i < count; i++) {
        for (unsigned k = 0; k < descs[i]->read_count; k++) {
            unsigned r = descs[i]->reads[k].reg;
            if (!r || r >= rf->nregs)
                continue;
            see(rf, r, true, v);
            see(rf, rf->regs[r].rename_as, true, v);
        }
        for (unsigned k = 0; k < descs[i]->write_count; k++) {
            unsigned y = descs[i]->writes[k].reg;
            if (y && y < rf->nregs)
                see(rf, rename_root(rf, y), false, v);
        }
    }
}

/* A uniform family (a register and its subs, when every write of the
 * region maps all of it or none of it) always has one mapping: its
 * registers share a record.  Overlapping such families are never split
 * either, so they are joined into one.  Each written root then gets the
 * list of records its writes update.  Only the region's write roots and
 * their families are visited (the set-up is paid per region). */
static int share_slots(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count)
{
    size_t need = 0;
    for (int pass = 0; pass < 2; pass++)
        for (unsigned i = 0; i < count; i++)
            for (unsigned k = 0; k < descs[i]->write_count; k++) {
                unsigned y = descs[i]->writes[k].reg;
                if (!y || y >= rf->nregs)
                    continue;
                unsigned x = rename_root(rf, y);
                const rf_reg *e = &rf->regs[x];
                if (pass == 0)
                    need += e->nsubs + e->nsupers;
                if (!e->uniform)
                    continue;
                for (unsigned s = 0; s < e->nsubs; s++) {
                    if (pass == 0) {
                        join_slots(rf, x, e->subs[s]);
                    } else {   /* every joined register is in such a family */
                        rf->regs[e->subs[s]].slot = find_slot(rf, e->subs[s]);
                        rf->regs[x].slot = find_slot(rf, x);
                    }
                }
            }
    if (!(rf->plan = reserve(rf->plan, &rf->plan_cap, need, sizeof *rf->plan)))
        return -1;
    see_region(rf, descs, count, 1);
    unsigned used = 0;
    for (unsigned i = 0; i < count; i++)
        for (unsigned k = 0; k < descs[i]->write_count; k++) {
            unsigned y = descs[i]->writes[k].reg;
            if (!y || y >= rf->nregs)
                continue;
            unsigned x = rename_root(rf, y);
            rf_reg *e = &rf->regs[x];
            if (e->mark == UINT_MAX)
                continue;   /* planned already */
            e->mark = UINT_MAX;
            e->mself = e->slot == x;
            e->plan_at = used;
            e->nmsubs = own_slots(rf, e->subs, e->nsubs, &used);
            e->nmsupers = own_slots(rf, e->supers, e->nsupers, &used);
        }
    see_region(rf, descs, count, 0);
    return 0;
}

/* A register and its sub- and super-registers, appended to v at *n. */
static void add_family(const mca_rf *rf, unsigned r, unsigned *v, unsigned *n)
{
    const rf_reg *x = &rf->regs[r];
    v[(*n)++] = r;
    for (unsigned k = 0; k < x->nsubs; k++)
        v[(*n)++] = x->subs[k];
    for (unsigned k = 0; k < x->nsupers; k++)
        v[(*n)++] = x->supers[k];
}

/* (rf.h.)  Every record a write renames, maps, aliases or marks zero lies
 * in the family of the written register or of the register it is renamed
 * as (mca_rf_add_write, eliminate, set_zero, clear_aliases). */
int mca_rf_snap_prepare(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count)
{
    size_t need = 0;
    for (unsigned i = 0; i < count; i++)
        for (unsigned k = 0; k < descs[i]->write_count; k++) {
            unsigned y = descs[i]->writes[k].reg;
            if (!y || y >= rf->nregs)
                continue;
            unsigned ren = rf->regs[y].rename_as ? rf->regs[y].rename_as : y;
            need += 2u + rf->regs[y].nsubs + rf->regs[y].nsupers + rf->regs[ren].nsubs +
                    rf->regs[ren].nsupers;
        }
    rf->snapping = false;
    if (!(rf->snap_regs = reserve(rf->snap_regs, &rf->snap_cap, need, sizeof *rf->snap_regs)))
        return -1;
    unsigned n = 0;
    for (unsigned i = 0; i < count; i++)
        for (unsigned k = 0; k < descs[i]->write_count; k++) {
            unsigned y = descs[i]->writes[k].reg;
            if (!y || y >= rf->nregs)
                continue;
            unsigned ren = rf->regs[y].rename_as ? rf->regs[y].rename_as : y;
            add_family(rf, y, rf->snap_regs, &n);
            add_family(rf, ren, rf->snap_regs, &n);
        }
    /* In register order without repeats: through a bitmap (a sort cost
     * more than the rest of a short batch block's preparation). */
    size_t words = (rf->nregs + 63) / 64;
    uint64_t *bits = calloc(words ? words : 1, sizeof *bits);
    if (!bits)
        return -1;
    for (unsigned k = 0; k < n; k++)
        bits[rf->snap_regs[k] / 64] |= 1ull << (rf->snap_regs[k] % 64);
    unsigned u = 0;
    for (size_t w = 0; w < words; w++)
        for (uint64_t b = bits[w]; b; b &= b - 1)
            rf->snap_regs[u++] = (unsigned)(w * 64 + (unsigned)__builtin_ctzll(b));
    free(bits);
    rf->nsnap = u;
    rf->snapping = true;
    return 0;
}

/* The registers a write to y can change the records of, in this region
 * and its simulation (to v at *n when v, else only counted): y and its
 * subs (zero flags: set_zero), the root x it is renamed as with its subs
 * and supers (mappings, aliases, zero flags, marks, shared slots and
 * plans: mark_mapped, share_slots, mca_rf_add_write, eliminate,
 * clear_aliases) and the supers of all those (uniform: check_families). */
static size_t mark_dirty(const mca_rf *rf, unsigned y, unsigned *v, size_t n)
{
    unsigned x = rename_root(rf, y);
    const rf_reg *ey = &rf->regs[y], *ex = &rf->regs[x];
    const unsigned *lists[] = { &y, ey->subs, &x, ex->subs, ex->supers };
    unsigned counts[] = { 1, ey->nsubs, 1, ex->nsubs, ex->nsupers };
    for (unsigned l = 0; l < 5; l++)
        for (unsigned k = 0; k < counts[l]; k++) {
            const rf_reg *z = &rf->regs[lists[l][k]];
            if (v)
                v[n] = lists[l][k];
            n++;
            if (l < 2)
                continue;
            for (unsigned s = 0; s < z->nsupers; s++, n++)
                if (v)
                    v[n] = z->supers[s];
        }
    return n;
}

/* List the records the region can change (mark_dirty) before it changes
 * any; without the list (no memory) the next region resets them all. */
static void list_dirty(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count)
{
    rf->dirty_known = false;
    size_t n = 0;
    for (int pass = 0; pass < 2; pass++) {
        n = 0;
        for (unsigned i = 0; i < count; i++)
            for (unsigned k = 0; k < descs[i]->write_count; k++) {
                unsigned y = descs[i]->writes[k].reg;
                if (y && y < rf->nregs)
                    n = mark_dirty(rf, y, pass ? rf->dirty : NULL, n);
            }
        if (pass == 0 && !(rf->dirty = reserve(rf->dirty, &rf->dirty_cap, n, sizeof *rf->dirty)))
            return;
    }
    rf->ndirty = n;
    rf->dirty_known = true;
}

/* Flag (v = 1) or unflag (0) in seen every register a write of the
 * region renames, maps, aliases or marks zero (mark_dirty's first lists:
 * the written register's family, the root's with its supers).  A
 * register whose uniform flag or slot some write changes has itself or a
 * sub-register among them (check_families, share_slots), so a read
 * whose register and sub-registers are all unflagged finds its start
 * state (plan_quiet). */
static void flag_touched(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count,
                         unsigned char v)
{
    for (unsigned i = 0; i < count; i++)
        for (unsigned k = 0; k < descs[i]->write_count; k++) {
            unsigned y = descs[i]->writes[k].reg;
            if (!y || y >= rf->nregs)
                continue;
            unsigned x = rename_root(rf, y);
            const rf_reg *ey = &rf->regs[y], *ex = &rf->regs[x];
            rf->seen[y] = rf->seen[x] = v;
            for (unsigned j = 0; j < ey->nsubs; j++)
                rf->seen[ey->subs[j]] = v;
            for (unsigned j = 0; j < ex->nsubs; j++)
                rf->seen[ex->subs[j]] = v;
            for (unsigned j = 0; j < ex->nsupers; j++)
                rf->seen[ex->supers[j]] = v;
        }
}

/* The quiet reads of each position (see quiet): a read of a register
 * that no write of the region touches, nor any of its sub-registers, and
 * that keeps its own record (uniform, its own slot: share_slots ran).
 * (Every record such a read looks at, its alias and its zero flag keep
 * their start state: no producer, no alias, not zero.) */
static int plan_quiet(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count)
{
    if (!(rf->quiet = reserve(rf->quiet, &rf->quiet_cap, count ? count : 1, sizeof *rf->quiet)))
        return -1;
    flag_touched(rf, descs, count, 1);
    for (unsigned i = 0; i < count; i++) {
        uint64_t m = 0;
        for (unsigned k = 0; k < descs[i]->read_count && k < 64; k++) {
            unsigned r = descs[i]->reads[k].reg;
            if (r >= rf->nregs || rf->seen[r])
                continue;
            const rf_reg *x = &rf->regs[r];
            bool touched = !x->uniform || x->slot != r;    /* (final here) */
            for (unsigned j = 0; j < x->nsubs && !touched; j++)
                touched = rf->seen[x->subs[j]] != 0;
            if (!touched)
                m |= (uint64_t)1 << k;
        }
        rf->quiet[i] = m;
    }
    flag_touched(rf, descs, count, 0);
    return 0;
}

int mca_rf_prepare(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count)
{
    /* (Every record is in its start state here, uniform, mark 0 and its
     * own slot: mca_rf_new, reset.) */
    if (rf->reuse)
        list_dirty(rf, descs, count);
    unsigned tag = 0;
    rf->any_zero = false;
    for (unsigned i = 0; i < count; i++) {
        rf->any_zero |= descs[i]->zero_idiom;
        for (unsigned k = 0; k < descs[i]->write_count; k++) {
            unsigned y = descs[i]->writes[k].reg;
            if (y && y < rf->nregs)
                check_write(rf, y, descs[i]->writes[k].clears_super, ++tag);
        }
    }
    if (plan_needs(rf, descs, count) != 0 || share_slots(rf, descs, count) != 0)
        return -1;
    return plan_quiet(rf, descs, count);
}

void mca_rf_free(mca_rf *rf)
{
    if (!rf)
        return;
    if (rf->reuse) {    /* (made new when taken: reset) */
        mca_tcache_put(MCA_TCACHE_RF, rf->key, rf, destroy);
        return;
    }
    destroy(rf);
}

unsigned mca_rf_files(const mca_rf *rf)
{
    return rf->nfiles;
}

unsigned mca_rf_file_of(const mca_rf *rf, unsigned reg)
{
    return reg < rf->nregs ? rf->regs[reg].file : 0;
}

/* The registers each position's writes allocate in the files that have a
 * size (mca_rf_available's need, capped at the size), listed once. */
static int plan_needs(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count)
{
    unsigned need[rf->nfiles];
    rf->need_at = reserve(rf->need_at, &rf->need_at_cap, (size_t)count + 1, sizeof *rf->need_at);
    rf->needs = reserve(rf->needs, &rf->needs_cap, (size_t)count * rf->nfiles + 1,
                        sizeof *rf->needs);
    if (!rf->need_at || !rf->needs)
        return -1;
    unsigned n = 0;
    for (unsigned i = 0; i < count; i++) {
        rf->need_at[i] = n;
        for (unsigned f = 0; f < rf->nfiles; f++)
            need[f] = 0;
        const mca_instr_desc *d = descs[i];
        for (unsigned k = 0; k < d->write_count; k++) {
            const rf_reg *r = &rf->regs[d->writes[k].reg];
            if (r->file)
                need[r->file] += r->cost;
            need[0] += r->cost;
        }
        for (unsigned f = 0; f < rf->nfiles; f++) {
            unsigned size = rf->files[f].size;
            if (need[f] && size)
                rf->needs[n++] = (rf_need){ f, need[f] > size ? size : need[f] };
        }
    }
    rf->need_at[count] = n;
    return 0;
}

bool mca_rf_available_at(const mca_rf *rf, unsigned idx)
{
    for (unsigned k = rf->need_at[idx]; k < rf->need_at[idx + 1]; k++) {
        const rf_file *F = &rf->files[rf->needs[k].file];
        if (F->size < F->used + rf->needs[k].n)
            return false;
    }
    return true;
}

/* ---- move elimination ------------------------------------------------ */

static bool can_eliminate(const mca_rf *rf, const mca_dwrite *w, const mca_dread *r,
                          unsigned file)
{
    const rf_reg *to = &rf->regs[w->reg], *from = &rf->regs[r->reg];
    unsigned target = to->rename_as ? to->rename_as : w->reg;
    if (!rf->regs[target].allow_elim)
        return false;
    if (to->rename_as && to->rename_as != w->reg && !w->clears_super)
        return false;
    if (to->file != file || from->file != file)
        return false;
    if (rf->files[file].zero_only && !from->zero)
        return false;
    return true;
}

static void set_alias(mca_rf *rf, unsigned reg, unsigned alias)
{
    rf->regs[reg].alias = alias;
    const rf_reg *x = &rf->regs[reg];
    for (unsigned k = 0; k < x->nsubs; k++)
        rf->regs[x->subs[k]].alias = alias;
}

static void eliminate(mca_rf *rf, mca_dwrite *w, mca_dread *r, unsigned file)
{
    const rf_reg *to = &rf->regs[w->reg], *from = &rf->regs[r->reg];
    unsigned aliased = from->rename_as ? from->rename_as : r->reg;
    unsigned alias = to->rename_as ? to->rename_as : w->reg;
    if (rf->regs[aliased].alias)
        aliased = rf->regs[aliased].alias;
    bool zero = from->zero;
    set_alias(rf, alias, aliased);
    rf->any_alias = true;
    if (zero) {
        w->writes_zero = true;
        r->reads_zero = true;
    }
    mca_dwrite_eliminate(w);
    rf->files[file].moves++;
    rf->any_moves = true;
}

bool mca_rf_eliminate_move(mca_rf *rf, mca_dyn *i)
{
    unsigned n = i->write_count;
    if (n != i->read_count || n == 0 || n > 2)
        return false;
    unsigned file = rf->regs[i->writes[0].reg].file;
    rf_file *F = &rf->files[file];
    if (F->max_moves && F->moves + n > F->max_moves)
        return false;
    for (unsigned k = 0; k < n; k++)
        if (!can_eliminate(rf, &i->writes[n - 1 - k], &i->reads[k], file))
            return false;
    for (unsigned k = 0; k < n; k++)
        eliminate(rf, &i->writes[n - 1 - k], &i->reads[k], file);
    return true;
}

/* ---- reads ------------------------------------------------------------ */

/* mca_read_advance_cycles without the call into the library for the
 * classes that have no read-advance entry (most), and remembered per read
 * for the last write id (the answer depends on nothing else). */
HOT int advance_cycles(const mca_sched_class *cls, mca_dread *r, unsigned write_id)
{
    if (!cls->read_advance_count)
        return 0;
    if (r->adv_id != write_id) {
        r->adv = mca_read_advance_cycles(cls, r->use_index, write_id);
        r->adv_id = write_id;
    }
    return r->adv;
}

typedef struct {
    const rf_ref *v[64];
    unsigned n;
} ref_set;

static inline void collect_one(const mca_rf *rf, const rf_ref *ref, mca_dread *r,
                               const mca_sched_class *cls, ref_set *live, ref_set *done)
{
    if (!ref->valid)
        return;
    if (ref->w) {
        for (unsigned k = 0; k < live->n; k++)
            if (live->v[k]->w == ref->w)
                return;
        if (live->n < 64)
            live->v[live->n++] = ref;
        return;
    }
    if (!ref->has_wb)
        return;
    int adv = advance_cycles(cls, r, ref->write_id);
    if (adv >= 0 || rf->cycle - ref->wb_cycle >= (unsigned)-adv)
        return;
    for (unsigned k = 0; k < done->n; k++)
        if (done->v[k]->iid == ref->iid && done->v[k]->reg == ref->reg)
            return;
    if (done->n < 64)
        done->v[done->n++] = ref;
}

static void collect(const mca_rf *rf, mca_dread *r, const mca_sched_class *cls,
                    ref_set *live, ref_set *done)
{
    unsigned reg = r->reg;
    if (rf->regs[reg].alias)
        reg = rf->regs[reg].alias;
    live->n = done->n = 0;
    const rf_reg *x = &rf->regs[reg];
    collect_one(rf, &rf->regs[x->slot].ref, r, cls, live, done);
    if (x->uniform)
        return;             /* the sub-registers' mappings are this one */
    for (unsigned k = 0; k < x->nsubs; k++)
        collect_one(rf, &rf->regs[rf->regs[x->subs[k]].slot].ref, r, cls, live, done);
}

static bool older(const mca_dwrite *a, const mca_dwrite *b)
{
    if (a->owner->iid != b->owner->iid)
        return a->owner->iid < b->owner->iid;
    return a < b;
}

/* mca_rf_add_read of a register whose mapping is one record (a uniform
 * family, or no sub-registers) and that has no alias: at most one
 * producer, so no sets, no sort. */
HOT int add_read_one(mca_rf *rf, mca_dread *r, const mca_sched_class *cls, const rf_ref *ref)
{
    if (!ref->valid) {
        mca_dread_set_deps(r, 0);
        return 0;
    }
    if (ref->w) {
        mca_dwrite *w = ref->w;
        mca_dread_set_deps(r, 1);
        return mca_dwrite_add_user(w, r, advance_cycles(cls, r, w->write_id));
    }
    int adv = ref->has_wb ? advance_cycles(cls, r, ref->write_id) : 0;
    unsigned elapsed = rf->cycle - ref->wb_cycle;
    if (adv >= 0 || elapsed >= (unsigned)-adv) {
        mca_dread_set_deps(r, 0);
        return 0;
    }
    mca_dread_set_deps(r, 1);
    mca_dread_write_started(r, ref->iid, ref->reg, -adv - (int)elapsed);
    return 0;
}

static int add_read_many(mca_rf *rf, mca_dread *r, const mca_sched_class *cls);

HOT int add_read(mca_rf *rf, mca_dread *r, const mca_sched_class *cls)
{
    if (r->independent)
        return 0;
    const rf_reg *x = &rf->regs[r->reg];
    if (x->zero)
        r->reads_zero = true;
    if (!x->alias && (x->uniform || !x->nsubs))
        return add_read_one(rf, r, cls, &rf->regs[x->slot].ref);
    return add_read_many(rf, r, cls);
}

/* add_read of a register with several mapping records or an alias.  (Out
 * of line: its sets take a large frame.) */
__attribute__((noinline)) static int add_read_many(mca_rf *rf, mca_dread *r,
                                                   const mca_sched_class *cls)
{
    ref_set live, done;
    collect(rf, r, cls, &live, &done);
    for (unsigned a = 1; a < live.n; a++)
        for (unsigned b = a; b > 0 && older(live.v[b]->w, live.v[b - 1]->w); b--) {
            const rf_ref *t = live.v[b];
            live.v[b] = live.v[b - 1];
            live.v[b - 1] = t;
        }
    mca_dread_set_deps(r, live.n + done.n);
    for (unsigned k = 0; k < live.n; k++) {
        mca_dwrite *w = live.v[k]->w;
        int adv = advance_cycles(cls, r, w->write_id);
        if (mca_dwrite_add_user(w, r, adv) != 0)
            return -1;
    }
    for (unsigned k = 0; k < done.n; k++) {
        int adv = -advance_cycles(cls, r, done.v[k]->write_id);
        int elapsed = (int)(rf->cycle - done.v[k]->wb_cycle);
        mca_dread_write_started(r, done.v[k]->iid, done.v[k]->reg, adv - elapsed);
    }
    return 0;
}

int mca_rf_add_read(mca_rf *rf, mca_dread *r, const mca_sched_class *cls)
{
    return add_read(rf, r, cls);
}

int mca_rf_add_reads(mca_rf *rf, mca_dyn *i)
{
    const mca_sched_class *cls = i->desc->cls;
    uint64_t quiet = rf->quiet[i->index];
    int rc = 0;
    for (unsigned k = 0; k < i->read_count; k++) {
        if (k < 64 && (quiet >> k & 1))
            continue;
        if (add_read(rf, &i->reads[k], cls) != 0)
            rc = -1;
    }
    return rc;
}

/* ---- writes ----------------------------------------------------------- */

HOT void allocate(mca_rf *rf, unsigned reg, unsigned *used)
{
    const rf_reg *e = &rf->regs[reg];
    if (e->file) {
        rf->files[e->file].used += e->cost;
        used[e->file] += e->cost;
    }
    rf->files[0].used += e->cost;
    used[0] += e->cost;
}

/* Point the record of reg (a slot owner) at the write of ref; returns 1
 * for the caller's count of the write's records (rf_refs). */
HOT unsigned map_one(mca_rf *rf, unsigned reg, const rf_ref *ref)
{
    rf_reg *e = &rf->regs[reg];
    mca_dwrite *old = e->ref.w;
    if (old)
        old->owner->rf_refs--;
    e->ref = *ref;
    return 1;
}

static void set_zero(mca_rf *rf, unsigned reg, bool zero)
{
    rf->regs[reg].zero = zero;
    const rf_reg *x = &rf->regs[reg];
    for (unsigned k = 0; k < x->nsubs; k++)
        rf->regs[x->subs[k]].zero = zero;
}

/* A mapping drops the aliases of the registers it maps (only after some
 * move was eliminated: before, every alias is 0). */
static void clear_aliases(mca_rf *rf, unsigned reg, bool supers)
{
    const rf_reg *x = &rf->regs[reg];
    rf->regs[reg].alias = 0;
    for (unsigned k = 0; k < x->nsubs; k++)
        rf->regs[x->subs[k]].alias = 0;
    if (supers)
        for (unsigned k = 0; k < x->nsupers; k++)
            rf->regs[x->supers[k]].alias = 0;
}

HOT void add_write(mca_rf *rf, mca_dwrite *w, unsigned *used)
{
    unsigned reg = w->reg;
    if (!reg || reg >= rf->nregs)
        return;
    bool alloc = !w->writes_zero && !w->eliminated;
    w->file = rf->regs[reg].file;
    unsigned ren = rf->regs[reg].rename_as;
    if (ren && ren != reg) {
        reg = ren;
        if (!w->clears_super) {
            alloc = false;
            rf_ref *o = &rf->regs[rf->regs[reg].slot].ref;
            if (o->w && o->iid != w->owner->iid)
                mca_dwrite_add_partial(o->w, w);
        }
    }
    /* The zero flags go to the written register's family, the mappings to
     * the renamed one's (and with clears_super to its supers). */
    unsigned zreg = w->clears_super ? reg : w->reg;
    bool zero = w->writes_zero;
    const rf_reg *x = &rf->regs[reg];
    if (!w->eliminated) {
        const rf_ref *o = &rf->regs[x->slot].ref;
        if (o->w && o->iid == w->owner->iid && o->w->latency > w->latency) {
            if (rf->any_zero)
                set_zero(rf, zreg, zero);
            if (alloc)
                allocate(rf, reg, used);
            return;
        }
        const rf_ref ref = { w, true, false, w->owner->iid, w->reg, w->write_id, 0 };
        unsigned refs = 0;
        const unsigned *plan = rf->plan + x->plan_at;
        if (x->mself)
            refs += map_one(rf, reg, &ref);
        for (unsigned k = 0; k < x->nmsubs; k++)
            refs += map_one(rf, plan[k], &ref);
        if (w->clears_super)
            for (unsigned k = 0; k < x->nmsupers; k++)
                refs += map_one(rf, plan[x->nmsubs + k], &ref);
        w->owner->rf_refs += refs;
        if (rf->any_alias)
            clear_aliases(rf, reg, w->clears_super);
        if (alloc)
            allocate(rf, reg, used);
    }
    if (rf->any_zero) {
        set_zero(rf, zreg, zero);
        if (w->clears_super)
            for (unsigned k = 0; k < x->nsupers; k++)
                rf->regs[x->supers[k]].zero = zero;
    }
}

void mca_rf_add_write(mca_rf *rf, mca_dwrite *w, unsigned *used)
{
    add_write(rf, w, used);
}

void mca_rf_add_writes(mca_rf *rf, mca_dyn *i, unsigned *used)
{
    for (unsigned k = 0; k < i->write_count; k++)
        add_write(rf, &i->writes[k], used);
}

/* A mapping of w becomes committed: it keeps w's write-back cycle.  (The
 * write-back is recorded in the write at execution, not in each of its
 * mappings: a mapping's write-back is only read once it is committed, and
 * a mapping still pointing at w at retirement has pointed at it since
 * renaming.) */
static inline void commit_ref(rf_ref *ref, const mca_dwrite *w)
{
    ref->w = NULL;
    ref->has_wb = w->has_wb;
    ref->wb_cycle = w->wb_cycle;
}

/* The records of reg (renamed), its subs and (clearing) supers: those a
 * write updated at renaming (mca_rf_add_write).  Retirement commits the
 * ones still pointing at it. */
HOT void commit_mappings(mca_rf *rf, const mca_dwrite *w, unsigned reg)
{
    const rf_reg *x = &rf->regs[reg];
    unsigned dropped = 0;
    if (x->mself && rf->regs[reg].ref.w == w) {
        commit_ref(&rf->regs[reg].ref, w);
        dropped++;
    }
    const unsigned *plan = rf->plan + x->plan_at;
    for (unsigned k = 0; k < x->nmsubs; k++) {
        rf_ref *ref = &rf->regs[plan[k]].ref;
        if (ref->w == w) {
            commit_ref(ref, w);
            dropped++;
        }
    }
    if (w->clears_super)
        for (unsigned k = 0; k < x->nmsupers; k++) {
            rf_ref *ref = &rf->regs[plan[x->nmsubs + k]].ref;
            if (ref->w == w) {
                commit_ref(ref, w);
                dropped++;
            }
        }
    w->owner->rf_refs -= dropped;
}

HOT void remove_write(mca_rf *rf, const mca_dwrite *w, unsigned *freed)
{
    unsigned reg = w->reg;
    if (w->eliminated || !reg || reg >= rf->nregs)
        return;
    bool release = !w->writes_zero;
    unsigned ren = rf->regs[reg].rename_as;
    if (ren && ren != reg) {
        reg = ren;
        if (!w->clears_super)
            release = false;
    }
    if (release) {
        const rf_reg *e = &rf->regs[reg];
        if (e->file) {
            rf->files[e->file].used -= e->cost;
            freed[e->file] += e->cost;
        }
        rf->files[0].used -= e->cost;
        freed[0] += e->cost;
    }
    commit_mappings(rf, w, reg);
}

void mca_rf_remove_write(mca_rf *rf, const mca_dwrite *w, unsigned *freed)
{
    remove_write(rf, w, freed);
}

void mca_rf_remove_writes(mca_rf *rf, const mca_dyn *i, unsigned *freed)
{
    for (unsigned k = 0; k < i->write_count; k++)
        remove_write(rf, &i->writes[k], freed);
}

void mca_rf_executed(mca_rf *rf, mca_dyn *i)
{
    for (unsigned k = 0; k < i->write_count; k++) {
        mca_dwrite *w = &i->writes[k];
        if (w->eliminated)
            return;
        unsigned reg = w->reg;
        if (!reg || reg >= rf->nregs)
            continue;
        w->has_wb = true;
        w->wb_cycle = rf->cycle;
    }
}

void mca_rf_cycle_start(mca_rf *rf)
{
    if (!rf->any_moves)
        return;
    rf->any_moves = false;
    for (unsigned f = 0; f < rf->nfiles; f++)
        rf->files[f].moves = 0;
}

void mca_rf_cycle_end(mca_rf *rf)
{
    rf->cycle++;
}

void mca_rf_cycles(mca_rf *rf, unsigned k)
{
    mca_rf_cycle_start(rf);
    rf->cycle += k;
}

/* mca_rf_raw_hazard of a read with one mapping record (add_read_one). */
static int raw_hazard_one(const mca_rf *rf, mca_dread *r, const mca_sched_class *cls,
                          const rf_ref *ref)
{
    if (!ref->valid)
        return 0;
    if (ref->w) {
        int left = mca_dwrite_cycles_left(ref->w);
        if (left == MCA_UNKNOWN_CYCLES)
            return -1;
        int c = left - advance_cycles(cls, r, ref->w->write_id);
        return c > 0 ? c : 0;
    }
    if (!ref->has_wb)
        return 0;
    int adv = advance_cycles(cls, r, ref->write_id);
    unsigned elapsed = rf->cycle - ref->wb_cycle;
    if (adv >= 0 || elapsed >= (unsigned)-adv)
        return 0;
    return -adv - (int)elapsed;
}

int mca_rf_raw_hazard(const mca_rf *rf, mca_dread *r, const mca_sched_class *cls)
{
    const rf_reg *x = &rf->regs[r->reg];
    if (!x->alias && (x->uniform || !x->nsubs))
        return raw_hazard_one(rf, r, cls, &rf->regs[x->slot].ref);
    ref_set live, done;
    collect(rf, r, cls, &live, &done);
    int best = 0;
    for (unsigned k = 0; k < live.n; k++) {
        const mca_dwrite *w = live.v[k]->w;
        int left = mca_dwrite_cycles_left(w);
        if (left == MCA_UNKNOWN_CYCLES)
            return -1;
        int c = left - advance_cycles(cls, r, w->write_id);
        if (c > best)
            best = c;
    }
    for (unsigned k = 0; k < done.n; k++) {
        int adv = -advance_cycles(cls, r, done.v[k]->write_id);
        int c = adv - (int)(rf->cycle - done.v[k]->wb_cycle);
        if (c > best)
            best = c;
    }
    return best;
}

/* ---- snapshots (snap.h) ------------------------------------------------ */

static void snap_ref(mca_snap *s, const mca_rf *rf, const rf_ref *ref, unsigned horizon)
{
    /* collect_one's view of a mapping: a write in flight, a committed
     * write still inside a read-advance window, or nothing. */
    if (ref->valid && ref->w) {
        mca_snap_u32(s, 1);
        mca_dyn_snap_ref(s, ref->w->owner);
        mca_snap_u32(s, (uint32_t)(ref->w - ref->w->owner->writes));
        mca_snap_iid(s, ref->iid);
        mca_snap_u32(s, ref->reg);
        mca_snap_u32(s, ref->write_id);
        return;
    }
    unsigned elapsed = rf->cycle - ref->wb_cycle;
    if (!ref->valid || !ref->has_wb || elapsed >= horizon) {
        mca_snap_u32(s, 0);
        return;
    }
    mca_snap_u32(s, 2);
    mca_snap_u32(s, elapsed);
    mca_snap_iid(s, ref->iid);
    mca_snap_u32(s, ref->reg);
    mca_snap_u32(s, ref->write_id);
}

void mca_rf_snap(mca_snap *s, const mca_rf *rf, unsigned horizon, bool counts)
{
    unsigned n = rf->snapping ? rf->nsnap : rf->nregs;
    for (unsigned k = 0; k < n; k++) {
        const rf_reg *x = &rf->regs[rf->snapping ? rf->snap_regs[k] : k];
        snap_ref(s, rf, &rf->regs[x->slot].ref, horizon);
        mca_snap_u32(s, x->alias);
        mca_snap_bool(s, x->zero);
    }
    for (unsigned f = 0; f < rf->nfiles; f++) {
        if (counts)
            mca_snap_u32(s, rf->files[f].used);
        mca_snap_u32(s, rf->files[f].moves);
    }
}
