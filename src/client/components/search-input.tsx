import { TextInput } from '@mantine/core';
import { SEARCH_MAX_LENGTH } from '../../shared/constants';

interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (query: string) => void;
}

/** The search box over a list (teams, players): a labelled search field at thumb size, as long as the server takes. */
export function SearchInput({ label, placeholder, value, onChange }: SearchInputProps) {
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      size="md"
      value={value}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
