import {
  FaultyNetwork,
  loopbackServer,
  matchEventCalls,
  openPhoneDb,
  outboxEmpty,
  phoneEngine,
  phoneLogIds,
  record,
  serverEventIds,
  writeWorld,
} from '../sync/support/harness';

export interface ReplaySample {
  seconds: number;
  lost: number;
  duplicated: number;
}

/**
 * A phone that recorded `count` events offline reconnects: the real outbox replay sends them to the
 * real server over loopback (the harness of tests/sync, no faults). Lost is what the phone logged
 * and the server lacks; duplicated is every stored row beyond one per logged event.
 */
export async function outboxReplay(count: number): Promise<ReplaySample> {
  const server = await loopbackServer();
  try {
    const world = await writeWorld(server);
    const db = openPhoneDb();
    for (const call of matchEventCalls(world, count)) await record(db, [call]);
    const engine = phoneEngine({
      db,
      network: new FaultyNetwork(),
      origin: server.origin,
      token: () => world.owner.accessToken,
    });
    const started = performance.now();
    await engine.kick();
    await outboxEmpty(db);
    const seconds = (performance.now() - started) / 1000;
    engine.stop();
    const logged = new Set(await phoneLogIds(db, world.fixture.id));
    const stored = await serverEventIds(server, world.fixture.id);
    const lost = [...logged].filter((id) => !stored.includes(id)).length;
    return { seconds, lost, duplicated: stored.length - (logged.size - lost) };
  } finally {
    await server.app.close();
  }
}
