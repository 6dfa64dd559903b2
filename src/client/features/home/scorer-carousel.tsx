import { Button } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type FocusEvent, useEffect, useState } from 'react';
import { HOME_CAROUSEL_MS } from '../../../shared/constants';
import { homeMessages as text } from '../../../shared/messages';
import type { LeaderboardRowRead } from '../../../shared/schemas/leaderboards';
import { ScorerCard } from './scorer-card';
import classes from './scorers.module.css';

/**
 * Mobile showcase: one scorer at a time, moving on every 5 s. Hovering or focusing it pauses, and
 * a Pause button stops it for good (WCAG 2.2.2); the dots pick a scorer. For a reader who asks for
 * less motion it starts paused, with Play to set it going.
 */
export function ScorerCarousel({ scorers }: { scorers: LeaderboardRowRead[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const [stopped, setStopped] = useState(reduceMotion);
  const count = scorers.length;
  const running = count > 1 && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), HOME_CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [running, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const current = scorers[Math.min(index, count - 1)];
  if (!current) return null;

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label={text.carouselLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div aria-live={running ? 'off' : 'polite'}>
        <ScorerCard scorer={current} place={index + 1} component="div" />
      </div>
      {count > 1 && (
        <div className={classes.controls}>
          {scorers.map((scorer, i) => (
            <button
              key={scorer.playerId}
              type="button"
              className={classes.dot}
              aria-label={text.showScorer(i + 1, count)}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
          <Button variant="subtle" size="compact-md" mih={44} onClick={() => setStopped((s) => !s)}>
            {stopped ? text.play : text.pause}
          </Button>
        </div>
      )}
    </section>
  );
}
