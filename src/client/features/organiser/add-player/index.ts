export { AddPlayerButton } from './add-player-button';
