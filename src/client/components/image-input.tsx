import { Button, FileInput, Group, Image, Stack } from '@mantine/core';
import { useState } from 'react';
import { organiserMessages } from '../../shared/messages';
import { type CompressOptions, compressImage, isImageFile } from '../lib/compress-image';

const text = organiserMessages.image;

interface ImageInputProps {
  label: string;
  /** Shown under the label, e.g. 'Recommended: 800x800px, max 500KB'. */
  hint: string;
  /** The picture as a data URL, or null for none. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  /** Shrinks the picture before it is kept (docs/rules.md#images). */
  compression: CompressOptions;
  /** Told while the picture is being compressed, so the form can hold its submit. */
  onBusyChange?: (busy: boolean) => void;
}

/** A logo or photo picker: images only, compressed in a web worker, with a preview and Remove. */
export function ImageInput({ label, hint, value, onChange, compression, onBusyChange }: ImageInputProps) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const setWorking = (working: boolean) => {
    setBusy(working);
    onBusyChange?.(working);
  };

  const pick = async (picked: File | null) => {
    setError(null);
    setFile(picked);
    if (!picked) return onChange(null);
    if (!isImageFile(picked)) {
      setFile(null);
      return setError(text.notAnImage);
    }
    setWorking(true);
    try {
      onChange(await compressImage(picked, compression));
    } catch (problem) {
      console.error('Image compression failed', problem);
      setFile(null);
      setError(text.compressFailed);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={busy ? text.preparing : hint}
        accept="image/*"
        value={file}
        onChange={pick}
        error={error}
        disabled={busy}
        placeholder={text.choose}
        size="md"
      />
      {value && (
        <Group gap="sm" align="center">
          <Image src={value} alt={text.preview(label)} w={72} h={72} radius="md" fit="cover" />
          <Button
            variant="subtle"
            color="red"
            mih={44}
            onClick={() => {
              setFile(null);
              onChange(null);
            }}
          >
            {text.remove}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
