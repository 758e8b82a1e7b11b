/* dyn: dynamic instructions (see dyn.h and the behaviour notes, 3). */
#include <config.h>

#include "dyn.h"

#include <stdlib.h>

static int resolve_latency(int lat, int max_latency)
{
    return lat < 0 ? max_latency : lat;
}

mca_dyn *mca_dyn_new(unsigned iid, unsigned index, const mca_instr_desc *d, int max_latency,
                     int latency)
{
    if (latency >= 0)
        max_latency = latency;
    mca_dyn *i = calloc(1, sizeof *i);
    if (!i)
        return NULL;
    i->writes = calloc(d->write_count ? d->write_count : 1, sizeof *i->writes);
    i->reads = calloc(d->read_count ? d->read_count : 1, sizeof *i->reads);
    if (!i->writes || !i->reads) {
        mca_dyn_free(i);
        return NULL;
    }
    i->iid = iid;
    i->index = index;
    i->desc = d;
    i->max_latency = max_latency;
    i->cycles_left = MCA_UNKNOWN_CYCLES;
    i->memop = d->may_load || d->may_store;
    i->write_count = d->write_count;
    i->read_count = d->read_count;
    for (unsigned k = 0; k < d->write_count; k++) {
        mca_dwrite *w = &i->writes[k];
        w->owner = i;
        w->reg = d->writes[k].reg;
        w->write_id = d->writes[k].write_id;
        w->latency = latency >= 0 ? latency : resolve_latency(d->writes[k].latency, max_latency);
        w->clears_super = d->writes[k].clears_super;
        w->cycles_left = MCA_UNKNOWN_CYCLES;
    }
    for (unsigned k = 0; k < d->read_count; k++) {
        mca_dread *r = &i->reads[k];
        r->reg = d->reads[k].reg;
        r->use_index = d->reads[k].use_index;
        r->independent = d->reads[k].independent;
        r->cycles_left = MCA_UNKNOWN_CYCLES;
        r->ready = true;
    }
    return i;
}

void mca_dyn_free(mca_dyn *i)
{
    if (!i)
        return;
    if (i->writes)
        for (unsigned k = 0; k < i->write_count; k++)
            free(i->writes[k].users);
    free(i->writes);
    free(i->reads);
    free(i);
}

void mca_dread_write_started(mca_dread *r, unsigned iid, unsigned reg, int cycles)
{
    r->deps--;
    if ((int)r->total < cycles) {
        r->crit = (mca_crit_dep){ iid, reg, (unsigned)cycles };
        r->total = cycles;
    }
    if (r->deps == 0) {
        r->cycles_left = r->total;
        r->ready = r->cycles_left == 0;
    }
}

int mca_dwrite_add_user(mca_dwrite *w, mca_dread *r, int advance)
{
    if (w->cycles_left != MCA_UNKNOWN_CYCLES) {
        int c = w->cycles_left - advance;
        mca_dread_write_started(r, w->owner->iid, w->reg, c > 0 ? c : 0);
        return 0;
    }
    if (w->user_count == w->user_cap) {
        unsigned cap = w->user_cap ? w->user_cap * 2 : 4;
        mca_user *nu = realloc(w->users, cap * sizeof *nu);
        if (!nu)
            return -1;
        w->users = nu;
        w->user_cap = cap;
    }
    w->users[w->user_count++] = (mca_user){ r, advance };
    return 0;
}

void mca_dwrite_add_partial(mca_dwrite *w, mca_dwrite *later)
{
    if (w->cycles_left != MCA_UNKNOWN_CYCLES) {
        later->dep_cycles_left = w->cycles_left > 0 ? w->cycles_left : 0;
        return;
    }
    w->partial = later;
    later->dependent = w;
}

static bool read_pending(const mca_dread *r)
{
    return !r->independent && r->cycles_left != MCA_UNKNOWN_CYCLES && r->cycles_left > 0;
}

static bool write_ready(const mca_dwrite *w)
{
    if (w->dependent)
        return false;
    return !w->dep_cycles_left || w->dep_cycles_left < w->latency;
}

bool mca_dyn_try_pending(mca_dyn *i)
{
    for (unsigned k = 0; k < i->read_count; k++)
        if (!read_pending(&i->reads[k]) && !i->reads[k].ready)
            return false;
    for (unsigned k = 0; k < i->write_count; k++)
        if (i->writes[k].dependent)
            return false;
    i->stage = MCA_ST_PENDING;
    return true;
}

bool mca_dyn_try_ready(mca_dyn *i)
{
    for (unsigned k = 0; k < i->read_count; k++)
        if (!i->reads[k].ready)
            return false;
    for (unsigned k = 0; k < i->write_count; k++)
        if (!write_ready(&i->writes[k]))
            return false;
    i->stage = MCA_ST_READY;
    return true;
}

void mca_dyn_update(mca_dyn *i)
{
    if (i->stage == MCA_ST_DISPATCHED)
        mca_dyn_try_pending(i);
    if (i->stage == MCA_ST_PENDING)
        mca_dyn_try_ready(i);
}

static void read_cycle(mca_dread *r)
{
    if (r->deps && r->total) {
        r->total--;
        return;
    }
    if (r->cycles_left == MCA_UNKNOWN_CYCLES)
        return;
    if (r->cycles_left) {
        r->cycles_left--;
        r->ready = r->cycles_left == 0;
    }
}

static void write_cycle(mca_dwrite *w)
{
    if (w->dep_cycles_left)
        w->dep_cycles_left--;
    if (w->cycles_left != MCA_UNKNOWN_CYCLES)
        w->cycles_left--;
}

void mca_dyn_cycle(mca_dyn *i)
{
    if (i->stage == MCA_ST_READY)
        return;
    if (i->stage == MCA_ST_DISPATCHED || i->stage == MCA_ST_PENDING) {
        for (unsigned k = 0; k < i->read_count; k++)
            read_cycle(&i->reads[k]);
        for (unsigned k = 0; k < i->write_count; k++)
            write_cycle(&i->writes[k]);
        mca_dyn_update(i);
        return;
    }
    if (i->stage != MCA_ST_EXECUTING)
        return;
    for (unsigned k = 0; k < i->write_count; k++)
        write_cycle(&i->writes[k]);
    i->cycles_left--;
    if (i->cycles_left <= 0)
        i->stage = MCA_ST_EXECUTED;
}

static void write_issued(mca_dwrite *w)
{
    w->cycles_left = w->latency;
    for (unsigned k = 0; k < w->user_count; k++) {
        int c = w->cycles_left - w->users[k].advance;
        mca_dread_write_started(w->users[k].read, w->owner->iid, w->reg, c > 0 ? c : 0);
    }
    if (w->partial) {
        w->partial->dep_cycles_left = w->cycles_left;
        w->partial->dependent = NULL;
        w->partial->crit = (mca_crit_dep){ w->owner->iid, w->reg,
                                           w->cycles_left > 0 ? (unsigned)w->cycles_left : 0 };
    }
}

void mca_dyn_execute(mca_dyn *i)
{
    i->stage = MCA_ST_EXECUTING;
    i->cycles_left = i->max_latency;
    for (unsigned k = 0; k < i->write_count; k++)
        write_issued(&i->writes[k]);
    if (i->cycles_left == 0)
        i->stage = MCA_ST_EXECUTED;
}

unsigned mca_dyn_users(const mca_dyn *i)
{
    unsigned n = 0;
    for (unsigned k = 0; k < i->write_count; k++)
        n += i->writes[k].user_count + (i->writes[k].partial != NULL);
    return n;
}

void mca_dyn_compute_crit(mca_dyn *i)
{
    if (i->crit_reg_done)
        return;
    i->crit_reg_done = true;
    for (unsigned k = 0; k < i->write_count; k++)
        if (i->writes[k].crit.cycles)
            i->crit_reg = i->writes[k].crit;
    for (unsigned k = 0; k < i->read_count; k++)
        if (i->reads[k].crit.cycles)
            i->crit_reg = i->reads[k].crit;
}
