// web2 moves these: a re-export while the screens web2 moves import the old path; the lead deletes it at merge.
export * from '../kit/page';
