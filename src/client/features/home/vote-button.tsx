import { Button } from '@mantine/core';
import { homeMessages as text } from '../../../shared/messages';
import { useSiteSettings } from '../../components/reads';
import classes from './home.module.css';

/** 'Vote For Player Of The Month', to the form this deployment set (VOTE_URL); nothing when unset. */
export default function VoteButton() {
  const voteUrl = useSiteSettings().data?.voteUrl;
  if (!voteUrl) return null;
  return (
    <Button
      component="a"
      href={voteUrl}
      target="_blank"
      rel="noopener noreferrer"
      size="lg"
      variant="outline"
      color="white"
      classNames={{ root: classes.heroButton, label: classes.heroButtonLabel }}
      aria-describedby="vote-new-tab"
    >
      {text.vote}
      <span id="vote-new-tab" hidden>
        {text.opensNewTab}
      </span>
    </Button>
  );
}
