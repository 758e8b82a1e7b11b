/* stage: the pipeline's shared state and helpers (see stage.h). */
#include <config.h>

#include "stage.h"

#include "retire.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* (stage.h.)  The head is dropped only when the vector is full, so a push
 * checks one condition; the capacity stays below four times the most
 * elements ever live at once. */
int mca_dynvec_grow(mca_dynvec *v)
{
    if (v->head && v->head * 2 >= v->n) {
        memmove(v->v, v->v + v->head, (v->n - v->head) * sizeof *v->v);
        v->n -= v->head;
        v->head = 0;
    }
    if (v->n == v->cap) {
        unsigned cap = v->cap ? v->cap * 2 : 16;
        mca_dyn **nv = realloc(v->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        v->v = nv;
        v->cap = cap;
    }
    return 0;
}

void mca_dynvec_free(mca_dynvec *v)
{
    free(v->v);
    memset(v, 0, sizeof *v);
}

void mca_stage_deliver_all(mca_stage *s, const mca_sim_event *e)
{
    mca_sim_event shifted;
    if (s->cycle_skip || s->iid_skip) {
        /* After a fast-forward: the cycle and ids of the whole run. */
        shifted = *e;
        shifted.cycle += s->cycle_skip;
        shifted.iid_skip = s->iid_skip;
        e = &shifted;
    }
    const mca_sim_listener *l = s->cfg->listeners;
    for (unsigned k = s->by_kind_at[e->kind]; k < s->by_kind_at[e->kind + 1]; k++)
        l[s->by_kind[k]].on_event(l[s->by_kind[k]].self, e);
}

/* The listeners of each event kind, in registration order. */
static int index_listeners(mca_stage *s)
{
    const mca_pipeline_config *cfg = s->cfg;
    size_t n = 0;
    for (unsigned k = 0; k < cfg->listener_count; k++)
        for (unsigned kind = 0; kind < MCA_EV_KINDS; kind++)
            n += (cfg->listeners[k].events & MCA_EV_BIT(kind)) != 0;
    s->by_kind = malloc(n ? n : 1);
    s->by_kind_at = calloc(MCA_EV_KINDS + 1, sizeof *s->by_kind_at);
    if (!s->by_kind || !s->by_kind_at || cfg->listener_count > UCHAR_MAX)
        return -1;
    n = 0;
    for (unsigned kind = 0; kind < MCA_EV_KINDS; kind++) {
        s->by_kind_at[kind] = (unsigned)n;
        for (unsigned k = 0; k < cfg->listener_count; k++)
            if (cfg->listeners[k].events & MCA_EV_BIT(kind))
                s->by_kind[n++] = (unsigned char)k;
    }
    s->by_kind_at[MCA_EV_KINDS] = (unsigned)n;
    for (unsigned kind = 0; kind < MCA_EV_KINDS; kind++)
        if (s->by_kind_at[kind + 1] - s->by_kind_at[kind] == 1)
            s->only[kind] = &cfg->listeners[s->by_kind[s->by_kind_at[kind]]];
    /* RETIRED: below the largest limit, unless some listener takes all. */
    for (unsigned k = 0; k < cfg->listener_count; k++) {
        const mca_sim_listener *l = &cfg->listeners[k];
        if (!(l->events & MCA_EV_BIT(MCA_EV_RETIRED)))
            continue;
        uint64_t below = l->retired_below ? l->retired_below : UINT64_MAX;
        if (below > s->retired_below)
            s->retired_below = below;
    }
    return 0;
}

void mca_stage_emit_inst(mca_stage *s, mca_ev_kind kind, const mca_dyn *i)
{
    if (!mca_stage_wants(s, kind))
        return;
    mca_sim_event e = { .kind = kind, .cycle = s->cycle, .inst = i };
    mca_stage_emit(s, &e);
}

void mca_stage_stall(mca_stage *s, mca_stall_kind k)
{
    if (!mca_stage_wants(s, MCA_EV_STALL))
        return;
    mca_sim_event e = { .kind = MCA_EV_STALL, .cycle = s->cycle, .stall = k };
    mca_stage_deliver(s, &e);
}

int mca_pipeline_max_latency(const mca_instr_desc *d, unsigned call_latency)
{
    return d->max_latency < 0 ? (int)call_latency : d->max_latency;
}

mca_dyn *mca_stage_create_new(mca_stage *s, unsigned iid, unsigned idx)
{
    const mca_instr_desc *d = s->cfg->descs[idx];
    int lat = s->cfg->latency ? s->cfg->latency[idx] : -1;
    mca_dyn *i = mca_dyn_alloc(d, &s->slab);
    if (!i) {
        s->failed = true;
        return NULL;
    }
    mca_dyn_init(i, iid, idx, d, mca_pipeline_max_latency(d, s->cfg->call_latency), lat,
                 &s->clock);
    return i;
}

void mca_stage_release(mca_stage *s, mca_dyn *i)
{
    i->next_free = s->pool[i->index];
    s->pool[i->index] = i;
}

mca_lsu_inst mca_stage_lsu_inst(const mca_dyn *i)
{
    const mca_instr_desc *d = i->desc;
    return (mca_lsu_inst){ i->iid, d->may_load, d->may_store, d->load_barrier,
                           d->store_barrier };
}

int mca_stage_init(mca_stage *s, const mca_pipeline_config *cfg)
{
    memset(s, 0, sizeof *s);
    const mca_model_params *mp = mca_model_parameters(cfg->model);
    s->cfg = cfg;
    for (unsigned k = 0; k < cfg->listener_count; k++)
        s->wants |= cfg->listeners[k].events;
    if (index_listeners(s) != 0)
        return -1;
    mca_slab_init(&s->slab, cfg->reuse_setup);
    s->clock.slab = &s->slab;
    s->total = (uint64_t)cfg->count * cfg->iterations;
    s->width = cfg->dispatch_width;
    s->rob_size = mp->reorder_buffer_size ? mp->reorder_buffer_size : mp->micro_op_buffer_size;
    s->rob_free = s->rob_size;
    s->max_retire = mp->max_retire_per_cycle;
    s->issue_width = mp->issue_width;
    unsigned lq = cfg->lqueue, sq = cfg->squeue;
    if (!lq && mp->load_queue >= 0) {
        int b = mca_model_resource(cfg->model, (unsigned)mp->load_queue)->buffer;
        lq = b > 0 ? (unsigned)b : 0;
    }
    if (!sq && mp->store_queue >= 0) {
        int b = mca_model_resource(cfg->model, (unsigned)mp->store_queue)->buffer;
        sq = b > 0 ? (unsigned)b : 0;
    }
    s->rm = mca_rm_new(cfg->model, cfg->reuse_setup);
    s->lsu = mca_lsu_new(lq, sq, cfg->noalias, cfg->reuse_setup);
    s->rf = mca_rf_new(cfg->catalog, cfg->model, cfg->register_file_size, cfg->reuse_setup);
    unsigned maxuses = 1;
    for (unsigned k = 0; k < cfg->count; k++)
        if (cfg->descs[k]->use_count > maxuses)
            maxuses = cfg->descs[k]->use_count;
    s->pipes = calloc(maxuses, sizeof *s->pipes);
    s->pool = calloc(cfg->count ? cfg->count : 1, sizeof *s->pool);
    s->chk = calloc(cfg->count ? cfg->count : 1, sizeof *s->chk);
    s->chk_epoch = calloc(cfg->count ? cfg->count : 1, sizeof *s->chk_epoch);
    s->busy_at = calloc(cfg->count ? cfg->count : 1, sizeof *s->busy_at);
    s->rob_slots = calloc(cfg->count ? cfg->count : 1, sizeof *s->rob_slots);
    if (!s->rm || !s->lsu || !s->rf || !s->pipes || !s->pool || !s->chk || !s->chk_epoch ||
        !s->busy_at || !s->rob_slots)
        return -1;
    for (unsigned k = 0; k < cfg->count; k++)
        s->rob_slots[k] = mca_retire_rob_slots(s, cfg->descs[k]);
    if (mca_rm_prepare(s->rm, cfg->descs, cfg->count) != 0)
        return -1;
    if (mca_rf_prepare(s->rf, cfg->descs, cfg->count) != 0)
        return -1;
    s->nfiles = mca_rf_files(s->rf);
    s->regs = calloc(s->nfiles, sizeof *s->regs);
    return s->regs ? 0 : -1;
}

void mca_stage_free(mca_stage *s)
{
    mca_dynvec_free(&s->rob);
    mca_dynvec_free(&s->uq);
    mca_dynvec_free(&s->wait);
    free(s->clock.cand);
    free(s->blk_mem);
    free(s->rk_mem);
    for (unsigned k = 0; k < 3; k++)
        mca_dynvec_free(&s->tmp[k]);
    mca_dynvec_free(&s->pend);
    mca_dynvec_free(&s->ready);
    mca_dynvec_free(&s->issued);
    free(s->exec);
    mca_rm_free(s->rm);
    mca_lsu_free(s->lsu);
    mca_rf_free(s->rf);
    free(s->pipes);
    free(s->regs);
    mca_slab_free(&s->slab);    /* (every instruction's storage) */
    free(s->pool);
    free(s->chk);
    free(s->chk_epoch);
    free(s->busy_at);
    free(s->rob_slots);
    free(s->by_kind);
    free(s->by_kind_at);
}
