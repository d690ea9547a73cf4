import { JOB_MAIN_LINE, JOB_PAUSE_STATUSES, type Job, type JobStatusCode } from '@fastforward/domain';
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { JobMoveModal, type PendingMove } from './job-move-modal';

/** The menu's order whatever the server's: the main line's, then the pauses, space release and cancel. */
const MENU_ORDER: readonly JobStatusCode[] = [...JOB_MAIN_LINE, ...JOB_PAUSE_STATUSES, 'SPRE', 'CNCL'];
const isMainLine = (status: JobStatusCode) => (JOB_MAIN_LINE as readonly string[]).includes(status);
const byMenuOrder = (a: { status: JobStatusCode }, b: { status: JobStatusCode }) =>
  MENU_ORDER.indexOf(a.status) - MENU_ORDER.indexOf(b.status);

/**
 * The moves the workflow allows the job now (job.allowedMoves, the server's answer): forward on
 * the main line first, then the exceptions; each asks for confirmation and remarks. BLAP has its
 * own button (ApproveBlButton): it records, it does not move.
 */
export function JobStatusMenu({ job }: { job: Job }) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const moves = job.allowedMoves.filter((m) => m.status !== 'BLAP').sort(byMenuOrder);
  if (moves.length === 0) return null;
  const forward = moves.filter((m) => isMainLine(m.status));
  const exceptions = moves.filter((m) => !isMainLine(m.status));
  const item = (m: PendingMove) => (
    <Menu.Item
      key={m.status}
      color={m.status === 'CNCL' ? 'red' : undefined}
      onClick={() => setPending({ status: m.status, label: m.label })}
    >
      {`${m.status} · ${m.label}`}
    </Menu.Item>
  );
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={280}>
        <Menu.Target>
          <Button>Move status</Button>
        </Menu.Target>
        <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
          {forward.length > 0 ? <Menu.Label>Next</Menu.Label> : null}
          {forward.map(item)}
          {forward.length > 0 && exceptions.length > 0 ? <Menu.Divider /> : null}
          {exceptions.length > 0 ? <Menu.Label>Exceptions</Menu.Label> : null}
          {exceptions.map(item)}
        </Menu.Dropdown>
      </Menu>
      <JobMoveModal job={job} move={pending} onClose={() => setPending(null)} />
    </>
  );
}

/** Records BLAP (bill of lading approved) when the workflow allows it, after confirmation. */
export function ApproveBlButton({ job }: { job: Job }) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const blap = job.allowedMoves.find((m) => m.status === 'BLAP');
  if (!blap) return null;
  return (
    <>
      <Button variant="light" color="teal" onClick={() => setPending({ status: 'BLAP', label: blap.label })}>
        Approve BL
      </Button>
      <JobMoveModal job={job} move={pending} onClose={() => setPending(null)} />
    </>
  );
}
