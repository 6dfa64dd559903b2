import { trackerTapLatency } from './tracker-tap';

console.log(JSON.stringify(await trackerTapLatency(4402)));
